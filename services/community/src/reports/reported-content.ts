import type { RequestContext } from '@koinonia/kit';
import { loadVisibleComment } from '../comments/comment-target.ts';
import { loadTarget, type InteractionTargets } from '../comments/targets.ts';
import { postById } from '../feed/feed.repository.ts';
import { prayerById } from '../prayers/prayer.repository.ts';
import type { CommunityContentType } from './report.entity.ts';

/** What a report keeps of the content it is about. */
export interface ReportedContent {
  readonly authorId: string;
  readonly groupId: string | null;
  readonly body: string;
}

/**
 * The post, comment or prayer `id` as the viewer sees it, through the feed's interaction targets, so
 * a member reports exactly what they may read (NOT_FOUND otherwise, as for content that does not
 * exist). A comment's group is its post's or prayer's.
 */
export async function visibleContent(ctx: RequestContext, targets: InteractionTargets, type: CommunityContentType, id: string): Promise<ReportedContent> {
  switch (type) {
    case 'COMMENT': {
      const { comment, parent } = await loadVisibleComment(ctx, targets, id);
      return { authorId: comment.authorId, groupId: parent.groupId, body: comment.body };
    }
    case 'POST': {
      const target = await loadTarget(ctx, targets, 'post', id);
      return { authorId: target.authorId, groupId: target.groupId, body: (await postById(ctx).load(id))?.body ?? '' };
    }
    case 'PRAYER': {
      const target = await loadTarget(ctx, targets, 'prayer', id);
      return { authorId: target.authorId, groupId: target.groupId, body: (await prayerById(ctx).load(id))?.body ?? '' };
    }
  }
}
