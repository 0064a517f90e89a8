import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** CHANGE_EMAIL: the link sent to the new address of an e-mail change (its `email`), which it switches to. */
export const tokenPurposes = ['VERIFY_EMAIL', 'RESET_PASSWORD', 'CHANGE_EMAIL'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** A link token sent by e-mail (verification, password reset, e-mail change). Only its SHA-256 is stored. */
export const OneTimeTokenEntity = defineEntity({
  name: 'OneTimeToken',
  tableName: 'one_time_token',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    purpose: p.enum(tokenPurposes),
    tokenHash: p.string().unique(),
    /** The address the link was sent to; verifying it only counts while it is still the user's. */
    email: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type OneTimeToken = InferEntity<typeof OneTimeTokenEntity>;
