import { z } from 'zod';
import { loadServiceConfig } from '@koinonia/kit';
import { loadMediaConfig } from '@koinonia/kit/media';

export function loadIdentityConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const service = loadServiceConfig('identity', 4001, {
    WEB_URL: z.url().default('http://localhost:3000').describe('public URL of the web app, for links in e-mails'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30).describe('how long a session lasts'),
    SIGN_IN_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(3_000)
      .describe('the longest a sign-in attempt waits while its address is guessed at from many sources (ms)'),
    EMAIL_REQUESTS_PER_SOURCE_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(50)
      .describe('verification, reset and sign-up e-mails one client address may ask for in an hour'),
  }, env);
  // The profile's files (image, background, resume): where they are kept and served from.
  return { ...service, media: loadMediaConfig(env) };
}

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;
