import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import escapeHtml from 'escape-html';
import type { RouteHandler } from '@koinonia/kit';
import { STOP_INVITATIONS_PATH } from './invitation-emails.ts';
import { stopInvitationsByToken } from './stop-invitations.use-case.ts';

function sendText(res: ServerResponse, status: number, body: string, type = 'text/plain'): void {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * The RFC 8058 one-click stop: mail clients POST `List-Unsubscribe=One-Click` to the URL of an
 * invitation's List-Unsubscribe header, which carries the token in its query. 200 when the token is
 * valid (the address is suppressed), 400 otherwise. A GET (a person or a link scanner) changes
 * nothing: it answers a page pointing to the web app's page, which asks for a press first.
 */
export function stopInvitationsRoutes(orm: MikroORM, links: { webUrl: string; secret: string }): Record<string, RouteHandler> {
  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
    if (req.method === 'GET') {
      const page = `${links.webUrl}${STOP_INVITATIONS_PATH}?token=${encodeURIComponent(token)}`;
      return sendText(
        res,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stop invitations</title></head>` +
          `<body><p><a href="${escapeHtml(page)}">Stop all invitations from Koinonia to this address</a></p></body></html>`,
        'text/html',
      );
    }
    if (req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST');
      return sendText(res, 405, 'Method not allowed');
    }
    const done = token !== '' && (await stopInvitationsByToken(orm.em.fork(), token, links.secret));
    return done ? sendText(res, 200, 'Invitations stopped') : sendText(res, 400, 'This link is not valid');
  };
  return { [STOP_INVITATIONS_PATH]: handler };
}
