import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec section 4, "Moderation status of comments/posts". */
export const moderationStatuses = ['APPROVED', 'HIDDEN', 'PENDING', 'REMOVED'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** Spec section 4, "Feed scope". */
export const feedScopes = ['ADMIN', 'CITY', 'COUNTRY', 'FEATURED', 'MY_CONNECTIONS', 'MY_POSTS', 'PUBLIC', 'STATE', 'ZIPCODE'] as const;
export type FeedScope = (typeof feedScopes)[number];

export const NewsFeedPostEntity = defineEntity({
  name: 'NewsFeedPost',
  tableName: 'news_feed_post',
  properties: {
    id: p.uuid().primary(),
    /** A user of the identity service, by id only. */
    authorId: p.uuid(),
    /** The author held the platform ADMIN role when posting: the ADMIN scope lists these. */
    authorIsAdmin: p.boolean().default(false),
    /** In a group's feed, an event's, or neither (the author's own profile post). */
    groupId: p.uuid().nullable(),
    eventId: p.uuid().nullable(),
    /** Sanitized HTML (feed-body.ts). */
    body: p.text(),
    /** An https link typed in, or an uploaded media file (by id: its URLs are made per request). */
    imageUrl: p.text().nullable(),
    videoUrl: p.text().nullable(),
    imageFileId: p.uuid().nullable(),
    videoFileId: p.uuid().nullable(),
    status: p.enum(moderationStatuses).default('APPROVED'),
    isFeatured: p.boolean().default(false),
    isEdited: p.boolean().default(false),
    /**
     * Kept by the comment use cases with atomic updates in SQL; code never assigns it, so the unit of
     * work never writes a stale value back.
     */
    commentsCount: p.integer().default(0),
    /** Members already told they were mentioned here (an edit tells only the new ones). */
    mentionedUserIds: p.json<string[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type NewsFeedPost = InferEntity<typeof NewsFeedPostEntity>;
