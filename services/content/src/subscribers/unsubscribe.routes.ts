import type { IncomingMessage, ServerResponse } from 'node:http';
import { anonymousViewer, type RouteHandler, type ServiceDeps } from '@koinonia/kit';
import type { ContentConfig } from '../config.ts';
import { unsubscribeByToken } from './unsubscribe.use-case.ts';

export const ONE_CLICK_PATH = '/newsletter/unsubscribe';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function sendText(res: ServerResponse, status: number, body: string, type = 'text/plain'): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * The RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the URL of
 * the e-mail's List-Unsubscribe header, which carries the token in its query. 200 when the token is
 * valid (the address is unsubscribed), 400 otherwise. A GET (a person or a link scanner opening the
 * URL) changes nothing: it answers a page pointing to the web app's unsubscribe page.
 */
export function unsubscribeRoutes({ orm, config }: ServiceDeps<ContentConfig>): Record<string, RouteHandler> {
  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
    if (req.method === 'GET') {
      const page = `${config.WEB_URL}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      return sendText(
        res,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribe</title></head>` +
          `<body><p><a href="${escape(page)}">Unsubscribe from the Koinonia newsletter</a></p></body></html>`,
        'text/html',
      );
    }
    if (req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      return sendText(res, 405, 'Method not allowed');
    }
    const done = token && (await unsubscribeByToken(orm.em.fork(), anonymousViewer, token, config));
    return done ? sendText(res, 200, 'Unsubscribed') : sendText(res, 400, 'This unsubscribe link is not valid');
  };
  return { [ONE_CLICK_PATH]: handler };
}
