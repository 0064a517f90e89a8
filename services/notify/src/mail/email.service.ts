import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '@koinonia/kit';
import { EmailEntity } from './email.entity.ts';
import type { MailSender } from './mail-sender.ts';
import type { RenderedEmail } from './templates.ts';

/** Queues an e-mail in the caller's transaction; the dispatcher delivers it after commit. */
export function enqueueEmail(
  em: EntityManager,
  email: { to: string; kind: string; content: RenderedEmail; sourceEventId: string | null },
): void {
  em.create(EmailEntity, {
    id: randomUUID(),
    to: email.to.toLowerCase(),
    kind: email.kind,
    subject: email.content.subject,
    text: email.content.text,
    html: email.content.html,
    sourceEventId: email.sourceEventId,
  });
}

const MAX_ATTEMPTS = 5;

interface PendingRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

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
    return this.#orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<PendingRow[]>(
        `select id, "to", subject, text, html, attempts from email
          where status = 'PENDING' order by created_at limit ? for update skip locked`,
        [batchSize],
      );
      let delivered = 0;
      for (const row of rows) {
        try {
          const { providerMessageId } = await this.#sender.send({ ...row, from: this.#from });
          await em.execute(
            `update email set status = 'SENT', adapter = ?, attempts = attempts + 1, sent_at = now(),
               provider_message_id = ?, last_error = null where id = ?`,
            [this.#sender.name, providerMessageId, row.id],
          );
          delivered += 1;
        } catch (error) {
          const failed = row.attempts + 1 >= MAX_ATTEMPTS;
          this.#logger.warn({ err: error, emailId: row.id, attempt: row.attempts + 1, failed }, 'e-mail delivery failed');
          await em.execute(
            `update email set attempts = attempts + 1, last_error = ?, adapter = ?, status = ? where id = ?`,
            [(error as Error).message.slice(0, 1000), this.#sender.name, failed ? 'FAILED' : 'PENDING', row.id],
          );
        }
      }
      return delivered;
    });
  }
}
