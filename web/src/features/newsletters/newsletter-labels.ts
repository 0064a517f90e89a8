import type { NewsletterSendStatus, NewsletterStatus } from '../../__generated__/graphql/graphql.ts';

export const NEWSLETTER_STATUS: Record<NewsletterStatus, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  SENDING: { label: 'Sending', color: 'blue' },
  SENT: { label: 'Sent', color: 'teal' },
};

export const SEND_STATUS: Record<NewsletterSendStatus, string> = { QUEUED: 'Queued', SENDING: 'Sending', SENT: 'Sent' };

/** How far a send has come, 0..100: the recipients handled (sent or failed) of all of them. */
export function sendProgress(send: { recipients: number; sent: number; failed: number; status: NewsletterSendStatus }): number {
  if (send.status === 'SENT') return 100;
  if (send.recipients <= 0) return 0;
  return Math.min(100, Math.floor(((send.sent + send.failed) / send.recipients) * 100));
}
