import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailEntity } from './email.entity.ts';
import type { RenderedEmail } from './templates.ts';

// Every query of the e-mail log: the queue the dispatcher delivers from, and the dev mailbox.

/** Queues an e-mail in the caller's transaction; the dispatcher delivers it after commit. */
export function enqueueEmail(
  em: EntityManager,
  email: { to: string; kind: string; content: RenderedEmail; sourceEventId: string | null; headers?: Readonly<Record<string, string>> },
): void {
  em.create(EmailEntity, {
    id: randomUUID(),
    to: email.to.toLowerCase(),
    kind: email.kind,
    subject: email.content.subject,
    text: email.content.text,
    html: email.content.html,
    sourceEventId: email.sourceEventId,
    headers: email.headers ? { ...email.headers } : null,
  });
}

export interface PendingEmail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Its own headers (an invitation's List-Unsubscribe), or null. */
  readonly headers: Record<string, string> | null;
  readonly attempts: number;
}

/**
 * The oldest queued e-mails, locked for the caller's transaction. SKIP LOCKED: another replica's
 * dispatcher takes other rows instead of waiting for these.
 */
export const claimPendingEmails = (em: EntityManager, limit: number): Promise<PendingEmail[]> =>
  em.execute<PendingEmail[]>(
    `select id, "to", subject, text, html, headers, attempts from email
      where status = 'PENDING' order by created_at limit ? for update skip locked`,
    [limit],
  );

export async function recordDelivery(em: EntityManager, id: string, delivery: { adapter: string; providerMessageId: string | null }): Promise<void> {
  await em.execute(
    `update email set status = 'SENT', adapter = ?, attempts = attempts + 1, sent_at = now(),
       provider_message_id = ?, last_error = null where id = ?`,
    [delivery.adapter, delivery.providerMessageId, id],
  );
}

/** Counts a failed attempt; the e-mail stays queued for a later pass unless it has `failed` for good. */
export async function recordFailedAttempt(
  em: EntityManager,
  id: string,
  attempt: { adapter: string; error: string; failed: boolean },
): Promise<void> {
  await em.execute(`update email set attempts = attempts + 1, last_error = ?, adapter = ?, status = ? where id = ?`, [
    attempt.error.slice(0, 1000),
    attempt.adapter,
    attempt.failed ? 'FAILED' : 'PENDING',
    id,
  ]);
}

/**
 * Stores messages the dev mailbox delivered at once (a newsletter batch: one per recipient), in one
 * statement whatever their number.
 */
export async function storeDevMailboxMessages(
  em: EntityManager,
  messages: readonly { to: string; kind: string; subject: string; text: string; html: string; headers: Readonly<Record<string, string>> }[],
): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((message) => ({ id: randomUUID(), ...message, to: message.to.toLowerCase() }));
  await em.execute(
    `insert into email (id, "to", subject, text, html, kind, status, adapter, attempts, headers, created_at, sent_at)
       select id, "to", subject, text, html, kind, 'SENT', 'dev-mailbox', 1, headers, now(), now()
         from jsonb_to_recordset(?::jsonb) as m(id uuid, "to" text, subject text, text text, html text, kind text, headers jsonb)`,
    [JSON.stringify(rows)],
  );
}

export interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** A newsletter's or an invitation's own headers (List-Unsubscribe and List-Unsubscribe-Post); null for other e-mails. */
  readonly headers: Record<string, string> | null;
  readonly sentAt: string;
}

/** What the dev mailbox delivered (to one address, when given), newest first; at most 100. */
export async function devMailboxMessages(em: EntityManager, to: string | null): Promise<MailboxMessage[]> {
  const rows = await em.execute<{ to: string; subject: string; text: string; html: string; headers: Record<string, string> | null; sent_at: Date }[]>(
    `select "to", subject, text, html, headers, sent_at from email
      where status = 'SENT' and adapter = 'dev-mailbox' ${to ? 'and "to" = ?' : ''}
      order by sent_at desc, created_at desc limit 100`,
    to ? [to] : [],
  );
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
