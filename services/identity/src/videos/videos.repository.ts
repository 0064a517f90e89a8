import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { ProfileEntity, type Profile } from '../users/user.entity.ts';
import { VideoEntity, type Video } from './video.entity.ts';

export type VideoPage = Page<Video>;

/** A video, locked until the transaction ends, so that edits and deletion take turns. */
export const lockVideo = (em: EntityManager, id: string): Promise<Video | null> =>
  isUuid(id) ? em.findOne(VideoEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);

/** A profile's videos newest first; drafts only when asked for. */
export async function findVideoPage(
  em: EntityManager,
  filter: { profileId: string; includeDrafts: boolean; after: DatePosition | null; limit: number },
): Promise<VideoPage> {
  const where = {
    profileId: filter.profileId,
    ...(filter.includeDrafts ? {} : { status: 'PUBLISHED' as const }),
    ...(filter.after ? beforeDate('createdAt', filter.after) : {}),
  };
  const rows = await em.find(VideoEntity, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.limit + 1 });
  return toPage(rows, filter.limit, (video) => datePositionOf(video.createdAt, video.id));
}

export const findProfileById = (em: EntityManager, id: string): Promise<Profile | null> =>
  isUuid(id) ? em.findOne(ProfileEntity, { id }) : Promise.resolve(null);
