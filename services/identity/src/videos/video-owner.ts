import type { EntityManager } from '@mikro-orm/postgresql';
import { isSelfOrAdmin, notFound, type Viewer } from '@koinonia/kit';
import type { MediaService } from '@koinonia/kit/media';
import type { Profile } from '../users/user.entity.ts';
import { findProfileById } from './videos.repository.ts';
import { notProfileOwner, slotOfAnotherProfile } from './videos.errors.ts';

/** The profile whose videos the viewer changes: NOT_FOUND when unknown, FORBIDDEN unless theirs (or an admin's). */
export async function profileToActFor(em: EntityManager, viewer: Viewer, profileId: string): Promise<Profile> {
  const profile = await findProfileById(em, profileId);
  if (!profile) throw notFound('Profile');
  if (!isSelfOrAdmin(viewer, profile.userId)) throw notProfileOwner();
  return profile;
}

/**
 * Accepts the bytes of an upload slot as a file of `profile` (inside the caller's transaction): the
 * port checks the bytes and that the viewer made the slot. A slot made for another profile is
 * refused; the transaction's rollback leaves it unconfirmed, for the sweeper.
 */
export async function confirmVideoFile(em: EntityManager, media: MediaService, viewer: Viewer, slotId: string, profile: Profile): Promise<string> {
  const file = await media.confirmUpload(em, { viewer, slotId });
  if (file.ownerId !== profile.id) throw slotOfAnotherProfile();
  return file.id;
}
