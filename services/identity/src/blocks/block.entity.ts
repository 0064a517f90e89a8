import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BlockEntity = defineEntity({
  name: 'Block',
  tableName: 'block',
  properties: {
    id: p.uuid().primary(),
    blockerId: p.uuid(),
    blockedUserId: p.uuid(),
    /** The profile named at the call (the spec's blockedProfileId). */
    blockedProfileId: p.uuid(),
    reason: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Block = InferEntity<typeof BlockEntity>;
