import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader } from '@koinonia/kit';
import { NewsletterSendEntity, type NewsletterSend } from './newsletter-send.entity.ts';

// Every query of newsletters in notify: content's subscribers (a read model), the sends and their
// per-recipient rows, which are at once the delivery record and the sender's job state.

/** content's subscriber as its last event described it (the whole state), by lower-cased address. */
export async function recordSubscriber(em: EntityManager, subscriber: { email: string; isVerified: boolean; isSubscribed: boolean }): Promise<void> {
  await em.execute(
    `insert into newsletter_subscriber (email, is_verified, is_subscribed, updated_at) values (lower(?), ?, ?, now())
       on conflict (email) do update set is_verified = excluded.is_verified, is_subscribed = excluded.is_subscribed, updated_at = now()`,
    [subscriber.email, subscriber.isVerified, subscriber.isSubscribed],
  );
}

export interface SendRequest {
  readonly sendId: string;
  readonly newsletterId: string;
  readonly version: number;
  readonly isTest: boolean;
  readonly requestedById: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly unsubscribeUrlTemplate: string;
  readonly oneClickUnsubscribeUrlTemplate: string;
}

/** Creates the send; false when a send with this id exists (the request was delivered before). */
export async function createSend(em: EntityManager, send: SendRequest): Promise<boolean> {
  const created = await em.execute<{ id: string }[]>(
    `insert into newsletter_send (id, newsletter_id, version, is_test, requested_by_id, subject, html, text,
       unsubscribe_url_template, one_click_unsubscribe_url_template, status, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'QUEUED', now())
     on conflict (id) do nothing returning id`,
    [send.sendId, send.newsletterId, send.version, send.isTest, send.requestedById, send.subject, send.html, send.text,
      send.unsubscribeUrlTemplate, send.oneClickUnsubscribeUrlTemplate],
  );
  return created.length === 1;
}

export async function addRecipient(em: EntityManager, sendId: string, email: string): Promise<void> {
  await em.execute(`insert into newsletter_recipient (send_id, email) values (?, lower(?)) on conflict do nothing`, [sendId, email]);
}

/**
 * The recipients of a real send, fixed in one statement: confirmed and subscribed subscribers and
 * members who asked for newsletters with a verified address, each address once (lower-cased; the
 * union removes duplicates). Returns how many.
 */
export async function snapshotRecipients(em: EntityManager, sendId: string): Promise<number> {
  const inserted = await em.execute<{ email: string }[]>(
    `insert into newsletter_recipient (send_id, email)
       select ?, email from (
         select lower(email) as email from newsletter_subscriber where is_verified and is_subscribed
         union
         select lower(email) from member where is_send_newsletters and is_email_verified and email is not null
       ) as recipients
     on conflict do nothing returning email`,
    [sendId],
  );
  return inserted.length;
}

/** Sends with recipients still to hand over, oldest first. */
export const findOpenSends = (em: EntityManager): Promise<NewsletterSend[]> =>
  em.find(NewsletterSendEntity, { status: { $ne: 'SENT' } }, { orderBy: { createdAt: 'asc' } });

/**
 * Up to `limit` PENDING recipients of a send, locked until the caller's transaction ends. SKIP LOCKED:
 * another sender takes other rows; a crashed sender's locks go with its connection.
 */
export const claimBatch = async (em: EntityManager, sendId: string, limit: number): Promise<string[]> =>
  (
    await em.execute<{ email: string }[]>(
      `select email from newsletter_recipient where send_id = ? and status = 'PENDING' order by email limit ? for update skip locked`,
      [sendId, limit],
    )
  ).map((row) => row.email);

export async function markSending(em: EntityManager, sendId: string): Promise<void> {
  await em.execute(`update newsletter_send set status = 'SENDING' where id = ? and status = 'QUEUED'`, [sendId]);
}

/** The provider accepted (SENT) or refused (FAILED, with why) a claimed batch. */
export async function recordBatchOutcome(
  em: EntityManager,
  sendId: string,
  emails: readonly string[],
  outcome: { status: 'SENT'; providerMessageId: string | null } | { status: 'FAILED'; error: string },
): Promise<void> {
  await em.execute(
    `update newsletter_recipient set status = ?, provider_message_id = ?, error = ?, sent_at = case when ? = 'SENT' then now() end
      where send_id = ? and email in (?)`,
    [
      outcome.status,
      outcome.status === 'SENT' ? outcome.providerMessageId : null,
      outcome.status === 'FAILED' ? outcome.error.slice(0, 1000) : null,
      outcome.status,
      sendId,
      emails,
    ],
  );
}

export interface FinishedSend {
  readonly newsletterId: string;
  readonly isTest: boolean;
  readonly recipients: number;
  readonly sent: number;
  readonly failed: number;
}

/**
 * Marks the send SENT when none of its recipients is PENDING (rows another sender holds are still
 * PENDING to everyone else), once: a conditional update, so of two senders finishing together one
 * gets the row. Returns its figures to the one that did, else null.
 */
export async function finishSend(em: EntityManager, sendId: string): Promise<FinishedSend | null> {
  const [finished] = await em.execute<{ newsletter_id: string; is_test: boolean }[]>(
    `update newsletter_send s set status = 'SENT', finished_at = now()
      where id = ? and status <> 'SENT'
        and not exists (select 1 from newsletter_recipient r where r.send_id = s.id and r.status = 'PENDING')
      returning newsletter_id, is_test`,
    [sendId],
  );
  if (!finished) return null;
  const [counts] = await em.execute<{ recipients: number; sent: number; failed: number }[]>(
    `select count(*)::int as recipients, (count(*) filter (where status = 'SENT'))::int as sent,
            (count(*) filter (where status = 'FAILED'))::int as failed
       from newsletter_recipient where send_id = ?`,
    [sendId],
  );
  return { newsletterId: finished.newsletter_id, isTest: finished.is_test, recipients: counts!.recipients, sent: counts!.sent, failed: counts!.failed };
}

/** A send as the API shows it: what was asked for, and its figures counted from its recipients. */
export interface NewsletterSendFigures {
  readonly id: string;
  readonly newsletterId: string;
  readonly version: number;
  readonly isTest: boolean;
  readonly status: NewsletterSend['status'];
  readonly recipients: number;
  readonly sent: number;
  readonly failed: number;
  readonly startedAt: string;
  readonly finishedAt: string | null;
}

interface FiguresRow {
  id: string;
  newsletter_id: string;
  version: number;
  is_test: boolean;
  status: NewsletterSend['status'];
  recipients: number;
  sent: number;
  failed: number;
  created_at: Date;
  finished_at: Date | null;
}

/** The sends of newsletters with their figures, newest first; one statement for a batch of newsletters. */
export const sendsOfNewsletter = defineGroupLoader(
  async (em, newsletterIds: readonly string[]): Promise<NewsletterSendFigures[]> => {
    const rows = await em.execute<FiguresRow[]>(
      `select s.id, s.newsletter_id, s.version, s.is_test, s.status, s.created_at, s.finished_at,
              count(r.email)::int as recipients,
              (count(*) filter (where r.status = 'SENT'))::int as sent,
              (count(*) filter (where r.status = 'FAILED'))::int as failed
         from newsletter_send s left join newsletter_recipient r on r.send_id = s.id
        where s.newsletter_id in (?)
        group by s.id
        order by s.created_at desc, s.id desc`,
      [newsletterIds],
    );
    return rows.map((row) => ({
      id: row.id,
      newsletterId: row.newsletter_id,
      version: row.version,
      isTest: row.is_test,
      status: row.status,
      recipients: row.recipients,
      sent: row.sent,
      failed: row.failed,
      startedAt: new Date(row.created_at).toISOString(),
      finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    }));
  },
  (send) => send.newsletterId,
);
