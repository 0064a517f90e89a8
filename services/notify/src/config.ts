import { z } from 'zod';
import { configVars, loadServiceConfig } from '@koinonia/kit';

export function loadNotifyConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  return loadServiceConfig('notify', 4006, {
    SENDGRID_API_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .describe('SendGrid API key; without it e-mail goes to the dev mailbox'),
    SENDGRID_API_URL: z
      .url()
      .optional()
      .describe('SendGrid API base URL (only to point the SDK at a local test server)'),
    SENDGRID_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10_000)
      .describe('how long a request to SendGrid may take before it is retried (a timed-out batch may have been taken: at most it is sent twice)'),
    MAIL_FROM: z
      .string()
      .default('Koinonia <no-reply@koinonia.app>')
      .describe('sender of every e-mail, "Name <address>"'),
    NEWSLETTER_BATCH_SIZE: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(1000)
      .describe('recipients per newsletter request to the mail provider (SendGrid allows 1,000)'),
    WEB_URL: z.url().default('http://localhost:3000').describe('public URL of the web app, for links in e-mails'),
    NOTIFY_PUBLIC_URL: configVars
      .optionalUrl()
      .describe("notify's own public address, for the invitations' one-click unsubscribe route (unset: http://localhost:<port>)"),
  }, env);
}

export type NotifyConfig = ReturnType<typeof loadNotifyConfig>;

/** Where mail clients reach notify (the invitations' List-Unsubscribe route), without a trailing slash. */
export const notifyPublicUrl = (config: NotifyConfig): string =>
  (config.NOTIFY_PUBLIC_URL ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
