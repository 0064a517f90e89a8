import type { EntityManager } from '@mikro-orm/postgresql';
import { notificationRecipient } from '../members/members.repository.ts';
import { enqueueEmail } from './email.repository.ts';
import type { RenderedEmail } from './templates.ts';

/**
 * Queues a notification e-mail to a member, unless they turned notification e-mails off (or notify
 * has no address for them). Account and security e-mails (verification, reset, e-mail change) do
 * not go through here: they are always sent. Returns whether it was queued.
 */
export async function enqueueNotificationEmail(
  em: EntityManager,
  email: { userId: string; kind: string; content: (firstName: string | null) => RenderedEmail; sourceEventId: string },
): Promise<boolean> {
  const recipient = await notificationRecipient(em, email.userId);
  if (!recipient) return false;
  enqueueEmail(em, { to: recipient.email, kind: email.kind, content: email.content(recipient.firstName), sourceEventId: email.sourceEventId });
  return true;
}
