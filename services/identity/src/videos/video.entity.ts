import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The spec names Video's `status` but not its values: a DRAFT is seen by its owner (and admins)
 * alone, a PUBLISHED video by everyone who may see the profile.
 */
export const videoStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

export const VideoEntity = defineEntity({
  name: 'Video',
  tableName: 'video',
  properties: {
    id: p.uuid().primary(),
    profileId: p.uuid(),
    title: p.text(),
    /** A link (YouTube, Vimeo, ...); null for an uploaded file. */
    videoUrl: p.text().nullable(),
    /** The uploaded file in kit's `media_file` (owned by the profile); null for a link. */
    fileId: p.uuid().nullable(),
    status: p.enum(videoStatuses),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Video = InferEntity<typeof VideoEntity>;
