import type { MikroORM } from '@mikro-orm/postgresql';
import { INTERNAL_AUTH_HEADER, isInternalCall, sendJson, type RouteHandler } from '@koinonia/kit';
import { devMailboxMessages } from './email.repository.ts';

/**
 * `GET /internal/dev/mailbox?to=EMAIL`: the dev mailbox, newest first, for the gateway to publish at
 * `/dev/mailbox.json` (to requests from its own machine only). It answers 404 unless development
 * mode (KOINONIA_DEV_MODE) is on and the dev mailbox is the mail adapter, so a production
 * deployment never exposes mail; and only to the gateway (the internal secret).
 */
export function mailboxRoutes(orm: MikroORM, options: { enabled: boolean; internalSecret: string }): Record<string, RouteHandler> {
  return {
    '/internal/dev/mailbox': async (req, res) => {
      if (!isInternalCall(req.headers[INTERNAL_AUTH_HEADER], options.internalSecret)) return sendJson(res, 403, { error: 'forbidden' });
      if (!options.enabled) return sendJson(res, 404, { error: 'the dev mailbox is not active' });
      const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to')?.trim().toLowerCase();
      return sendJson(res, 200, await devMailboxMessages(orm.em.fork(), to || null));
    },
  };
}
