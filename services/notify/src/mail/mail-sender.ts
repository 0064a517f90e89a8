import sendgridClient from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import type { MikroORM } from '@mikro-orm/postgresql';
import { storeDevMailboxMessages } from './email.repository.ts';

// The package's types describe only its shared instance; the class is on it at run time, and each
// sender needs its own client (own key and base URL).
type SendGridClient = typeof sendgridClient;
const SendGridClientClass = (sendgridClient as unknown as { Client: new () => SendGridClient }).Client;

export interface OutgoingEmail {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Its own headers (an invitation's List-Unsubscribe and List-Unsubscribe-Post), or null. */
  readonly headers?: Readonly<Record<string, string>> | null;
  /** Our id for the message, passed to the provider so its logs can be matched with ours. */
  readonly id: string;
}

/** SendGrid's v3 limit of personalizations (recipients) in one request. */
export const MAX_BATCH_RECIPIENTS = 1000;

/** One recipient of a batch: the literal placeholders replaced for them, and their own headers. */
export interface BatchRecipient {
  readonly email: string;
  /** Placeholder (as it appears in the subject and bodies) -> this recipient's value. */
  readonly substitutions: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
}

/** One message to many recipients (at most MAX_BATCH_RECIPIENTS), each with their own details. */
export interface OutgoingBatch {
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Our id for the batch, passed to the provider so its logs can be matched with ours. */
  readonly id: string;
  readonly recipients: readonly BatchRecipient[];
}

/** The mail port: SendGrid in production, the dev mailbox in development mode (KOINONIA_DEV_MODE) without a SendGrid key. */
export interface MailSender {
  readonly name: 'sendgrid' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
  /** One request for the whole batch: accepted for all its recipients, or refused (it throws). */
  sendBatch(batch: OutgoingBatch): Promise<{ providerMessageId: string | null }>;
}

const substitute = (value: string, substitutions: Readonly<Record<string, string>>): string =>
  Object.entries(substitutions).reduce((result, [placeholder, replacement]) => result.replaceAll(placeholder, replacement), value);

/**
 * The dev mailbox: a queued `email` row is the delivered message, readable at /dev/mailbox; a batch
 * is stored as one delivered message per recipient, with its substitutions made and its headers.
 */
export function createDevMailbox(orm: MikroORM): MailSender {
  return {
    name: 'dev-mailbox',
    send: async () => ({ providerMessageId: null }),
    async sendBatch(batch) {
      await storeDevMailboxMessages(
        orm.em.fork(),
        batch.recipients.map((recipient) => ({
          to: recipient.email,
          kind: 'newsletter',
          subject: substitute(batch.subject, recipient.substitutions),
          text: substitute(batch.text, recipient.substitutions),
          html: substitute(batch.html, recipient.substitutions),
          headers: recipient.headers,
        })),
      );
      return { providerMessageId: null };
    },
  };
}

/** Whether a provider's refusal may pass if tried again: no answer, too many requests, or its own fault. */
export function isTransientMailError(error: unknown): boolean {
  const status = (error as { code?: unknown }).code;
  return typeof status !== 'number' || status === 429 || status >= 500;
}

export function createSendGridSender(options: { apiKey: string; apiUrl?: string | undefined; timeoutMs?: number }): MailSender {
  const client = new SendGridClientClass();
  client.setApiKey(options.apiKey);
  if (options.apiUrl) client.setDefaultRequest('baseUrl', options.apiUrl);
  const mail = new MailService();
  mail.setClient(client);
  mail.setTimeout(options.timeoutMs ?? 10_000);
  return {
    name: 'sendgrid',
    async send(email) {
      const [response] = await mail.send({
        to: email.to,
        from: email.from,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.headers ? { headers: { ...email.headers } } : {}),
        customArgs: { koinonia_email_id: email.id },
      });
      return { providerMessageId: messageIdOf(response.headers) };
    },
    async sendBatch(batch) {
      const [response] = await mail.send({
        from: batch.from,
        subject: batch.subject,
        text: batch.text,
        html: batch.html,
        customArgs: { koinonia_batch_id: batch.id },
        // The placeholders are literal text in the content, so they are matched without wrappers.
        substitutionWrappers: ['', ''],
        personalizations: batch.recipients.map((recipient) => ({
          to: recipient.email,
          substitutions: { ...recipient.substitutions },
          headers: { ...recipient.headers },
        })),
      });
      return { providerMessageId: messageIdOf(response.headers) };
    },
  };
}

// The package types the headers as any.
function messageIdOf(headers: unknown): string | null {
  const id = (headers as Record<string, unknown>)['x-message-id'];
  return typeof id === 'string' ? id : null;
}
