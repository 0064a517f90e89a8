import { dispatchMutationType, userReference, type RequestContext } from '@koinonia/kit';
import type { MutationType, Resolvers } from '../__generated__/resolvers.ts';
import { addContent } from './add-content.use-case.ts';
import { clearContentList } from './clear-content-list.use-case.ts';
import { deleteContent } from './delete-content.use-case.ts';
import { editContent } from './edit-content.use-case.ts';
import { viewerMayChange } from './content.access.ts';
import type { ContentItem } from './content.entities.ts';
import { faqKind, linkKind, resourceKind, type ContentKind } from './content.kinds.ts';
import { listContent } from './content.queries.ts';
import { saveContentList } from './save-content-list.use-case.ts';

/** The other arguments reach the use cases, which validate them. */
type WithMutationType = { readonly mutationType: MutationType };

/** The use cases of one kind: link~ (ADD, EDIT, DELETE) and links~ (EDIT, DELETE_ALL). */
function operationsOf<E extends ContentItem>(kind: ContentKind<E>) {
  const add = addContent(kind);
  const edit = editContent(kind);
  const remove = deleteContent(kind);
  const save = saveContentList(kind);
  const clear = clearContentList(kind);
  return {
    one: (ctx: RequestContext, args: WithMutationType) =>
      dispatchMutationType<WithMutationType, Promise<E>>(args, {
        ADD: (input) => add.run(ctx, input),
        EDIT: (input) => edit.run(ctx, input),
        DELETE: (input) => remove.run(ctx, input),
      }),
    all: (ctx: RequestContext, args: WithMutationType) =>
      dispatchMutationType<WithMutationType, Promise<E[]>>(args, {
        EDIT: (input) => save.run(ctx, input),
        DELETE_ALL: (input) => clear.run(ctx, input),
      }),
  };
}

/** The fields every kind resolves the same way. */
const itemFields = <E extends ContentItem>(kind: ContentKind<E>) => ({
  groupId: (item: ContentItem) => item.groupId ?? null,
  eventId: (item: ContentItem) => item.eventId ?? null,
  createdBy: (item: ContentItem) => userReference(item.createdById),
  viewerCanEdit: (item: ContentItem, _: unknown, ctx: RequestContext) => viewerMayChange(ctx, kind, item),
});

const links = operationsOf(linkKind);
const resources = operationsOf(resourceKind);
const faqs = operationsOf(faqKind);

export function contentResolvers() {
  return {
    Query: {
      links: (_, args, ctx) => listContent(ctx, linkKind, args),
      resources: (_, args, ctx) => listContent(ctx, resourceKind, args),
      faqs: (_, args, ctx) => listContent(ctx, faqKind, args),
    },
    Mutation: {
      link: (_, args, ctx) => links.one(ctx, args),
      resource: (_, args, ctx) => resources.one(ctx, args),
      faq: (_, args, ctx) => faqs.one(ctx, args),
      links: (_, args, ctx) => links.all(ctx, args),
      resources: (_, args, ctx) => resources.all(ctx, args),
      faqs: (_, args, ctx) => faqs.all(ctx, args),
    },
    Link: itemFields(linkKind),
    Resource: itemFields(resourceKind),
    Faq: itemFields(faqKind),
  } satisfies Resolvers;
}
