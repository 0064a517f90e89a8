import { pageSize, type Page, type RequestContext } from '@koinonia/kit';
import { readableScope, type ScopeArgs } from '../scopes/content-scope.ts';
import type { ContentItem } from './content.entities.ts';
import type { ContentKind } from './content.kinds.ts';
import { findContentPage, listPosition } from './content.repository.ts';

export interface ContentListArgs extends ScopeArgs {
  readonly cursor?: string | null;
  readonly first?: number | null;
}

/** links / resources / faqs(groupId, eventId, cursor, first): a page in saved order, to whoever may see the feature. */
export async function listContent<E extends ContentItem>(ctx: RequestContext, kind: ContentKind<E>, args: ContentListArgs): Promise<Page<E>> {
  const scope = await readableScope(ctx, args, kind.feature);
  return findContentPage(ctx.em, kind, scope, listPosition(args.cursor), pageSize(args.first));
}
