import type { MikroORM } from '@mikro-orm/postgresql';
import { periodicWorker, type BackgroundWorker, type Logger } from '@koinonia/kit';
import { claimPendingEmails, recordDelivery, recordFailedAttempt } from './email.repository.ts';
import type { MailSender } from './mail-sender.ts';

const MAX_ATTEMPTS = 5;

/**
 * Delivers queued e-mails through the active adapter. Rows are claimed with SKIP LOCKED, so several
 * replicas can run; a failed delivery is retried on later passes, then marked FAILED.
 */
export class EmailDispatcher implements BackgroundWorker {
  readonly #orm: MikroORM;
  readonly #sender: MailSender;
  readonly #from: string;
  readonly #logger: Logger;
  readonly #worker: BackgroundWorker;

  /** `pollMs`: the pause between passes over the queue. */
  constructor(options: { orm: MikroORM; sender: MailSender; from: string; logger: Logger; pollMs?: number }) {
    this.#orm = options.orm;
    this.#sender = options.sender;
    this.#from = options.from;
    this.#logger = options.logger.child({ component: 'email-dispatcher', adapter: options.sender.name });
    this.#worker = periodicWorker({ component: 'email-dispatcher', intervalMs: options.pollMs ?? 200, logger: this.#logger, pass: () => this.deliverPending() });
  }

  start(): void {
    this.#worker.start();
  }

  stop(): Promise<void> {
    return this.#worker.stop();
  }

  /** One pass over queued e-mails; returns how many were delivered. */
  async deliverPending(batchSize = 20): Promise<number> {
    const adapter = this.#sender.name;
    return this.#orm.em.fork().transactional(async (em) => {
      let delivered = 0;
      for (const email of await claimPendingEmails(em, batchSize)) {
        try {
          const { providerMessageId } = await this.#sender.send({ ...email, from: this.#from });
          await recordDelivery(em, email.id, { adapter, providerMessageId });
          delivered += 1;
        } catch (error) {
          const failed = email.attempts + 1 >= MAX_ATTEMPTS;
          this.#logger.warn({ err: error, emailId: email.id, attempt: email.attempts + 1, failed }, 'e-mail delivery failed');
          await recordFailedAttempt(em, email.id, { adapter, error: (error as Error).message, failed });
        }
      }
      return delivered;
    });
  }
}
