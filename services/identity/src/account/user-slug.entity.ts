import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A slug a member had before: `user(slug)` and `userProfile(slug)` still find them by it. */
export const UserSlugHistoryEntity = defineEntity({
  name: 'UserSlugHistory',
  tableName: 'user_slug_history',
  properties: {
    slug: p.string().primary(),
    userId: p.uuid().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type UserSlugHistory = InferEntity<typeof UserSlugHistoryEntity>;
