import type { ReportContentType } from '../../__generated__/graphql/graphql.ts';

/** What members report from the feed and the prayer wall; chat messages are reported in the chat. */
export type Reportable = Exclude<ReportContentType, 'CHAT_MESSAGE'>;

/** Each kind as the report dialog names it. */
export const WHAT: Record<Reportable, string> = { POST: 'post', COMMENT: 'comment', PRAYER: 'prayer request' };
