import { z } from 'zod';
import { configVars, loadServiceConfig } from '@koinonia/kit';
import { loadMediaConfig } from '@koinonia/kit/media';

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * content: the variables every service has, plus the addresses newsletter e-mails link to: the web
 * app (confirmation and unsubscribe pages, job posts) and content's own public address (the RFC 8058
 * one-click unsubscribe route, which mail clients POST to); and media, for images editors upload.
 */
export function loadContentConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const service = loadServiceConfig(
    'content',
    4005,
    {
      WEB_URL: z.url().default('http://localhost:3000').describe('public URL of the web app, for links in e-mails'),
      CONTENT_PUBLIC_URL: configVars
        .optionalUrl()
        .describe("content's own public address, for the one-click unsubscribe route (unset: http://localhost:<port>)"),
    },
    env,
  );
  return {
    ...service,
    WEB_URL: trimSlash(service.WEB_URL),
    CONTENT_PUBLIC_URL: trimSlash(service.CONTENT_PUBLIC_URL ?? `http://localhost:${service.port}`),
    media: loadMediaConfig(env),
  };
}

export type ContentConfig = ReturnType<typeof loadContentConfig>;
