import { z } from 'zod';
import { ConfigError, configVars, loadServiceConfig } from '@koinonia/kit';

/** The variable that turns development mode on (the dev mailbox); never implied by anything else. */
export const DEV_MODE_VARIABLE = 'KOINONIA_DEV_MODE';

export function loadNotifyConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const config = loadServiceConfig('notify', 4006, {
    SENDGRID_API_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .describe('SendGrid API key: e-mail goes out through SendGrid'),
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
    [DEV_MODE_VARIABLE]: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true')
      .describe('development mode: without SENDGRID_API_KEY, e-mail is kept in the dev mailbox (readable from this machine only)'),
  } as const, env);
  // Production (no development mode) must have a real provider: the dev mailbox is never the
  // fallback for a missing key, since it shows every message (password resets too).
  if (!config.SENDGRID_API_KEY && !config.KOINONIA_DEV_MODE) {
    throw new ConfigError(
      `Invalid configuration:\n  SENDGRID_API_KEY: required to send e-mail (or ${DEV_MODE_VARIABLE}=true for development, where e-mail goes to the dev mailbox)`,
    );
  }
  return config;
}

export type NotifyConfig = ReturnType<typeof loadNotifyConfig>;

/** Where mail clients reach notify (the invitations' List-Unsubscribe route), without a trailing slash. */
export const notifyPublicUrl = (config: NotifyConfig): string =>
  (config.NOTIFY_PUBLIC_URL ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

/** The mail adapter a configuration selects: SendGrid with a key, otherwise (development mode only) the dev mailbox. */
export const mailAdapterOf = (config: NotifyConfig): 'sendgrid' | 'dev-mailbox' => (config.SENDGRID_API_KEY ? 'sendgrid' : 'dev-mailbox');
