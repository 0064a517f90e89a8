import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A person following an organization; one per person and organization. */
export const FollowEntity = defineEntity({
  name: 'Follow',
  tableName: 'follow',
  properties: {
    organizationId: p.uuid().primary(),
    /** A user of the identity service, by id only. */
    userId: p.uuid().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Follow = InferEntity<typeof FollowEntity>;
