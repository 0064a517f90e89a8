import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    tokenHash: p.string().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** A platform admin's session switched into this member (impersonation); userId stays the admin. */
    switchedUserId: p.uuid().nullable(),
  },
});

export type Session = InferEntity<typeof SessionEntity>;
