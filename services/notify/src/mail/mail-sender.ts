import sendgridClient from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';

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
  /** Our id for the message, passed to the provider so its logs can be matched with ours. */
  readonly id: string;
}

/** The mail port: SendGrid in production, the dev mailbox when no SendGrid key is configured. */
export interface MailSender {
  readonly name: 'sendgrid' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}

/** The dev mailbox: the stored `email` row is the delivered message, readable at /dev/mailbox. */
export const devMailbox: MailSender = {
  name: 'dev-mailbox',
  send: async () => ({ providerMessageId: null }),
};

export function createSendGridSender(options: { apiKey: string; apiUrl?: string | undefined }): MailSender {
  const client = new SendGridClientClass();
  client.setApiKey(options.apiKey);
  if (options.apiUrl) client.setDefaultRequest('baseUrl', options.apiUrl);
  const mail = new MailService();
  mail.setClient(client);
  mail.setTimeout(10_000);
  return {
    name: 'sendgrid',
    async send(email) {
      const [response] = await mail.send({
        to: email.to,
        from: email.from,
        subject: email.subject,
        text: email.text,
        html: email.html,
        customArgs: { koinonia_email_id: email.id },
      });
      // The package types the headers as any.
      const id = (response.headers as Record<string, unknown>)['x-message-id'];
      return { providerMessageId: typeof id === 'string' ? id : null };
    },
  };
}
