import type { ReportAction, ReportContentType, ReportStatus } from '../../__generated__/graphql/graphql.ts';

/** The queue's filters as the address keeps them (/moderation?status=&type=). */
export interface ModerationSearch {
  readonly status?: string;
  readonly type?: string;
}

/** A status filter: one status, or every status ("ALL"). */
export type StatusFilter = ReportStatus | 'ALL';
/** A content type filter: one type, or every type ("ALL"). */
export type TypeFilter = ReportContentType | 'ALL';

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'PENDING', label: 'To review' },
  { value: 'RESOLVED', label: 'Resolved' },
  { value: 'DISMISSED', label: 'Dismissed' },
  { value: 'ALL', label: 'All' },
];

export const TYPE_FILTERS: readonly { value: TypeFilter; label: string }[] = [
  { value: 'ALL', label: 'Everything' },
  { value: 'POST', label: 'Posts' },
  { value: 'COMMENT', label: 'Comments' },
  { value: 'PRAYER', label: 'Prayers' },
  { value: 'CHAT_MESSAGE', label: 'Chat messages' },
];

/** The reports to review come first: without a status in the address the queue shows PENDING ones. */
export function statusFilter(search: ModerationSearch): StatusFilter {
  return STATUS_FILTERS.find((choice) => choice.value === search.status?.toUpperCase())?.value ?? 'PENDING';
}

export function typeFilter(search: ModerationSearch): TypeFilter {
  return TYPE_FILTERS.find((choice) => choice.value === search.type?.toUpperCase())?.value ?? 'ALL';
}

/** The address of a choice: the defaults are left out, so /moderation is the queue of what waits. */
export function searchFor(status: StatusFilter, type: TypeFilter): ModerationSearch {
  return { status: status === 'PENDING' ? undefined : status.toLowerCase(), type: type === 'ALL' ? undefined : type.toLowerCase() };
}

/** The query's variables for a choice ("ALL" is no filter). */
export function queueVariables(status: StatusFilter, type: TypeFilter): { status: ReportStatus | null; contentType: ReportContentType | null } {
  return { status: status === 'ALL' ? null : status, contentType: type === 'ALL' ? null : type };
}

export const CONTENT_WORDS: Record<ReportContentType, string> = {
  POST: 'Post',
  COMMENT: 'Comment',
  PRAYER: 'Prayer request',
  CHAT_MESSAGE: 'Chat message',
};

export const STATUS_WORDS: Record<ReportStatus, string> = { PENDING: 'To review', RESOLVED: 'Resolved', DISMISSED: 'Dismissed' };

/** What a decision did, as the list says it. */
export const OUTCOME_WORDS: Record<ReportAction, string> = { DISMISS: 'Left up', HIDE: 'Hidden', REMOVE: 'Removed' };

/** The verb of a decision on its button and in what the page announces after it. */
export const ACTION_WORDS: Record<ReportAction, { button: string; done: string }> = {
  DISMISS: { button: 'Dismiss', done: 'dismissed' },
  HIDE: { button: 'Hide content', done: 'hidden' },
  REMOVE: { button: 'Remove content', done: 'removed' },
};

/** How many reports one review takes at most (the API's limit). */
export const MAX_REVIEWED = 50;

interface Linkable {
  readonly contentType: ReportContentType;
  readonly contentId: string;
  readonly commentOn?: { readonly contentType: ReportContentType; readonly id: string } | null;
}

/** A page of the app that shows reported content. */
export interface ContentLink {
  readonly to: '/posts/$id' | '/prayers/$id';
  readonly id: string;
  readonly label: string;
}

const pageOf = (type: ReportContentType, id: string, suffix: string): ContentLink | null =>
  type === 'POST'
    ? { to: '/posts/$id', id, label: `Open the post${suffix}` }
    : type === 'PRAYER'
      ? { to: '/prayers/$id', id, label: `Open the prayer request${suffix}` }
      : null;

/**
 * Where the reported content can be seen: a post's or prayer's own page, a comment's post or
 * prayer; a chat message has no page (null).
 */
export function contentLink(report: Linkable): ContentLink | null {
  if (report.contentType !== 'COMMENT') return pageOf(report.contentType, report.contentId, '');
  return report.commentOn ? pageOf(report.commentOn.contentType, report.commentOn.id, ' it is on') : null;
}

/** A short excerpt of reported text: whole words, at most `max` characters. */
export function excerpt(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
