import type { MikroORM } from '@mikro-orm/postgresql';
import { INTERNAL_AUTH_HEADER, isInternalCall, sendJson, type RouteHandler } from '@koinonia/kit';
import { devMailboxMessages } from './email.repository.ts';
import type { MailSender } from './mail-sender.ts';

/**
 * `GET /internal/dev/mailbox?to=EMAIL`: the dev mailbox, newest first, for the gateway to publish at
 * `/dev/mailbox.json`. It answers 404 unless the dev mailbox is the active mail adapter, so a
 * production deployment (SendGrid) never exposes mail.
 */
export function mailboxRoutes(orm: MikroORM, sender: MailSender, internalSecret: string): Record<string, RouteHandler> {
  return {
    '/internal/dev/mailbox': async (req, res) => {
      if (!isInternalCall(req.headers[INTERNAL_AUTH_HEADER], internalSecret)) return sendJson(res, 403, { error: 'forbidden' });
      if (sender.name !== 'dev-mailbox') return sendJson(res, 404, { error: 'the dev mailbox is not active' });
      const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to')?.trim().toLowerCase();
      return sendJson(res, 200, await devMailboxMessages(orm.em.fork(), to || null));
    },
  };
}
