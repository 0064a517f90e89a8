import type { ContentConfig } from '../config.ts';

/** What the newsletters' operations need beyond the request: where the e-mail's links go, where uploads are served. */
export interface NewsletterDeps {
  readonly config: Pick<ContentConfig, 'WEB_URL' | 'CONTENT_PUBLIC_URL' | 'media'>;
}

/** The links of a send: the web's unsubscribe page (in the body) and content's one-click route (RFC 8058 header). */
export const unsubscribeTemplates = (config: NewsletterDeps['config']) => ({
  unsubscribeUrlTemplate: `${config.WEB_URL}/newsletter/unsubscribe?token={token}`,
  oneClickUnsubscribeUrlTemplate: `${config.CONTENT_PUBLIC_URL}/newsletter/unsubscribe?token={token}`,
});
