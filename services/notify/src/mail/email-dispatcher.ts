import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '@koinonia/kit';
import { claimPendingEmails, recordDelivery, recordFailedAttempt } from './email.repository.ts';
import type { MailSender } from './mail-sender.ts';

const MAX_ATTEMPTS = 5;

/**
 * Delivers queued e-mails through the active adapter. Rows are claimed with SKIP LOCKED, so several
 * replicas can run; a failed delivery is retried on later passes, then marked FAILED.
 */
export class EmailDispatcher {
  readonly #orm: MikroORM;
  readonly #sender: MailSender;
  readonly #from: string;
  readonly #logger: Logger;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = true;

  constructor(options: { orm: MikroORM; sender: MailSender; from: string; logger: Logger }) {
    this.#orm = options.orm;
    this.#sender = options.sender;
    this.#from = options.from;
    this.#logger = options.logger.child({ component: 'email-dispatcher', adapter: options.sender.name });
  }

  start(pollMs = 200): void {
    this.#stopped = false;
    const loop = (): void => {
      if (this.#stopped) return;
      this.#running = this.deliverPending()
        .then(() => undefined)
        .catch((error: unknown) => this.#logger.error({ err: error }, 'e-mail dispatch pass failed'))
        .finally(() => {
          this.#running = null;
          if (!this.#stopped) this.#timer = setTimeout(loop, pollMs);
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
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
