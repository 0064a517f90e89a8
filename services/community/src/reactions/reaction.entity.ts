import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec section 4, "Reaction names". */
export const reactionNames = ['COMMENT', 'FAVORITE', 'HELPFUL', 'LIKE', 'PRAYING', 'UNHELPFUL'] as const;
export type ReactionName = (typeof reactionNames)[number];

/** A member's reaction to exactly one post, comment or prayer; one of each name per member and target. */
export const ReactionEntity = defineEntity({
  name: 'Reaction',
  tableName: 'reaction',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    name: p.enum(reactionNames),
    newsFeedPostId: p.uuid().nullable(),
    commentId: p.uuid().nullable(),
    prayerId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Reaction = InferEntity<typeof ReactionEntity>;
