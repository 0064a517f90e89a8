import { setTimeout as sleep } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import { NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER } from '@koinonia/events';
import { newsletterUnsubscribeToken, periodicWorker, recordEvent, type BackgroundWorker, type Logger } from '@koinonia/kit';
import { isTransientMailError, MAX_BATCH_RECIPIENTS, type BatchRecipient, type MailSender } from '../mail/mail-sender.ts';
import type { NewsletterSend } from './newsletter-send.entity.ts';
import { claimBatch, findOpenSends, finishSend, markSending, recordBatchOutcome } from './newsletters.repository.ts';

export interface NewsletterSenderOptions {
  readonly orm: MikroORM;
  readonly sender: MailSender;
  readonly from: string;
  /** The shared INTERNAL_SECRET: content checks the unsubscribe tokens made with it. */
  readonly secret: string;
  readonly logger: Logger;
  /** Recipients per provider request (SendGrid allows up to 1,000 personalizations). */
  readonly batchSize?: number;
  /** Waits before each retry of a transient failure; then the batch is FAILED. */
  readonly retryDelaysMs?: readonly number[];
  /** The pause between passes over the open sends. */
  readonly pollMs?: number;
}

type Outcome = { status: 'SENT'; providerMessageId: string | null } | { status: 'FAILED'; error: string };

/**
 * The durable job behind newsletter sends: the `newsletter_recipient` rows are its state, so it
 * needs no queue of its own. Each batch is one transaction: claim up to `batchSize` PENDING rows
 * (FOR UPDATE SKIP LOCKED), hand them to the mail provider in one request, mark them SENT or FAILED,
 * commit. A sender that dies mid-batch (process killed, connection lost) leaves its rows PENDING,
 * as PostgreSQL rolls the transaction back and releases the locks, and the next pass sends them:
 * nobody is skipped, and only the batch in flight at the crash can reach anyone twice (if the
 * provider accepted it before the commit). Several replicas share the work without overlap.
 */
export class NewsletterSender implements BackgroundWorker {
  readonly #options: NewsletterSenderOptions;
  readonly #batchSize: number;
  readonly #retryDelaysMs: readonly number[];
  readonly #logger: Logger;
  readonly #worker: BackgroundWorker;
  /** Set by `stop`: a transient failure is not retried then (the batch stays PENDING for the next start). */
  #stopped = true;

  constructor(options: NewsletterSenderOptions) {
    this.#options = options;
    this.#batchSize = Math.min(options.batchSize ?? MAX_BATCH_RECIPIENTS, MAX_BATCH_RECIPIENTS);
    this.#retryDelaysMs = options.retryDelaysMs ?? [500, 2_000, 8_000];
    this.#logger = options.logger.child({ component: 'newsletter-sender', adapter: options.sender.name });
    this.#worker = periodicWorker({ component: 'newsletter-sender', intervalMs: options.pollMs ?? 500, logger: this.#logger, pass: () => this.sendPending() });
  }

  start(): void {
    this.#stopped = false;
    this.#worker.start();
  }

  /** Stops after the batch in flight (if any) is recorded. */
  stop(): Promise<void> {
    this.#stopped = true;
    return this.#worker.stop();
  }

  /** Sends batches until nothing is left (or `maxBatches` were sent, or the sender stops); returns how many. */
  async sendPending(maxBatches = Number.POSITIVE_INFINITY): Promise<number> {
    let batches = 0;
    while (batches < maxBatches && (await this.#sendNextBatch())) batches += 1;
    return batches;
  }

  /** One batch of the oldest send with PENDING recipients; false when there was none to claim. */
  async #sendNextBatch(): Promise<boolean> {
    const em = this.#options.orm.em.fork();
    for (const send of await findOpenSends(em)) {
      // On its own, not in a batch's transaction: holding the send's row lock through a provider
      // request would make every other sender wait for it.
      if (send.status === 'QUEUED') await markSending(em, send.id);
      const sentOne = await em.transactional(async (tx) => {
        const emails = await claimBatch(tx, send.id, this.#batchSize);
        if (emails.length === 0) {
          const finished = await finishSend(tx, send.id);
          if (finished) {
            recordEvent(tx, 'notify', { userId: null, impersonatorId: null }, {
              type: 'notify.newsletter-send.finished',
              version: 1,
              aggregateId: finished.newsletterId,
              payload: { sendId: send.id, ...finished },
            });
            this.#logger.info({ sendId: send.id, ...finished }, 'newsletter send finished');
          }
          return false;
        }
        const outcome = await this.#deliver(send, emails);
        await recordBatchOutcome(tx, send.id, emails, outcome);
        return true;
      });
      if (sentOne) return true;
    }
    return false;
  }

  /** One provider request for the batch, retried while the failure is transient. */
  async #deliver(send: NewsletterSend, emails: readonly string[]): Promise<Outcome> {
    const batch = {
      id: `${send.id}:${emails[0]}`,
      from: this.#options.from,
      subject: send.subject,
      text: send.text,
      html: send.html,
      recipients: emails.map((email) => this.#recipient(send, email)),
    };
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { providerMessageId } = await this.#options.sender.sendBatch(batch);
        return { status: 'SENT', providerMessageId };
      } catch (error) {
        const retryIn = isTransientMailError(error) ? this.#retryDelaysMs[attempt] : undefined;
        this.#logger.warn({ err: error, sendId: send.id, recipients: emails.length, attempt: attempt + 1, retryIn }, 'newsletter batch refused');
        if (retryIn === undefined) return { status: 'FAILED', error: reasonOf(error) };
        // Stopping: the transaction rolls back and the batch stays PENDING for the next start.
        if (this.#stopped) throw error;
        await sleep(retryIn);
      }
    }
  }

  /** The recipient's own unsubscribe link (in the body) and RFC 8058 headers (one click). */
  #recipient(send: NewsletterSend, email: string): BatchRecipient {
    const token = newsletterUnsubscribeToken(email, this.#options.secret);
    const link = (template: string): string => template.replaceAll('{token}', encodeURIComponent(token));
    const unsubscribeUrl = link(send.unsubscribeUrlTemplate);
    return {
      email,
      substitutions: { [NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER]: unsubscribeUrl },
      headers: {
        'List-Unsubscribe': `<${link(send.oneClickUnsubscribeUrlTemplate)}>, <${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}

/** What the provider said, as far as it said anything (SendGrid's errors carry its status and body). */
function reasonOf(error: unknown): string {
  const { code, message, response } = error as { code?: unknown; message?: string; response?: { body?: unknown } };
  const body = response?.body ? ` ${JSON.stringify(response.body)}` : '';
  return `${typeof code === 'number' ? `${code} ` : ''}${message ?? String(error)}${body}`;
}
