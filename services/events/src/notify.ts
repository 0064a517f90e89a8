import { z } from 'zod';

/** Events notify publishes. A contract is never changed in place: add a new version instead. */
export const notifyEvents = {
  /**
   * A newsletter send (content.newsletter.send-requested) has handed every recipient to the mail
   * provider: `sent` accepted, `failed` refused. Aggregate: the newsletter.
   */
  'notify.newsletter-send.finished': {
    1: z.object({
      sendId: z.string(),
      newsletterId: z.string(),
      isTest: z.boolean(),
      recipients: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }),
  },
} as const;
