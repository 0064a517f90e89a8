import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { moderationStatuses } from '../feed/news-feed-post.entity.ts';

/** A comment on exactly one post or one prayer (a CHECK in migration 0004 says so). */
export const CommentEntity = defineEntity({
  name: 'Comment',
  tableName: 'comment',
  properties: {
    id: p.uuid().primary(),
    authorId: p.uuid(),
    newsFeedPostId: p.uuid().nullable(),
    /** Another feature's row, by id only (no foreign key: comments stay generic). */
    prayerId: p.uuid().nullable(),
    /** Sanitized HTML (feed-body.ts). */
    body: p.text(),
    isEdited: p.boolean().default(false),
    status: p.enum(moderationStatuses).default('APPROVED'),
    /** Members already told they were mentioned here (an edit tells only the new ones). */
    mentionedUserIds: p.json<string[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Comment = InferEntity<typeof CommentEntity>;
