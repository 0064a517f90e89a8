import { z } from 'zod';
import { isInternalCall, readBody, sendJson, INTERNAL_AUTH_HEADER, type RouteHandler } from '@koinonia/kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import { resolveSession } from './sessions.queries.ts';

const bodySchema = z.object({ token: z.string().min(1).max(200) });

/**
 * `POST /internal/sessions/resolve {token}`: the gateway turns a session cookie into a viewer here
 * on every request, so a revoked session stops working at once. Only callers with the internal
 * secret are answered.
 */
export function sessionRoutes(orm: MikroORM, internalSecret: string): Record<string, RouteHandler> {
  return {
    '/internal/sessions/resolve': async (req, res) => {
      if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
      if (!isInternalCall(req.headers[INTERNAL_AUTH_HEADER], internalSecret)) {
        return sendJson(res, 403, { error: 'forbidden' });
      }
      const parsed = bodySchema.safeParse(JSON.parse((await readBody(req, 10_000)) || '{}'));
      if (!parsed.success) return sendJson(res, 400, { error: 'token required' });
      const viewer = await resolveSession(orm.em.fork(), parsed.data.token);
      return sendJson(res, 200, { viewer });
    },
  };
}
