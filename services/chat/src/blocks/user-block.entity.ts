import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Read model of identity's blocks (blocks.handlers.ts): `blockerId` blocked `blockedUserId`. */
export const UserBlockEntity = defineEntity({
  name: 'UserBlock',
  tableName: 'user_block',
  properties: {
    blockerId: p.uuid().primary(),
    blockedUserId: p.uuid().primary(),
  },
});

export type UserBlock = InferEntity<typeof UserBlockEntity>;
