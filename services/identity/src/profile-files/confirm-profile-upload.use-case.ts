import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import type { Profile } from '../users/user.entity.ts';
import { lockProfileOfUser } from '../users/user.repository.ts';
import { recordProfileFileChanged } from './profile-files.events.ts';
import { fileColumns, isProfileFilePurpose, type ProfileMedia } from './profile-media.ts';

/**
 * confirmProfileUpload: accepts the bytes of the member's slot (the media port checks them and
 * refuses another member's slot) and puts the file on their profile. The port deletes the file it
 * replaces; its bytes go when this transaction commits.
 */
export const confirmProfileUpload = defineUseCase({
  access: 'member',
  input: z.object({ slotId: z.string() }),
  execute: (ctx, { slotId }, { media }: ProfileMedia): Promise<Profile> =>
    ctx.em.transactional(async (em) => {
      // Locked first, as deleteProfileFile does, so the two never wait on each other in turn.
      const profile = await lockProfileOfUser(em, ctx.viewer.userId);
      const file = await media.confirmUpload(em, { viewer: ctx.viewer, slotId });
      // Slots are only made for the uploader's own profile, in this service's purposes.
      if (file.ownerId !== profile.id || !isProfileFilePurpose(file.purpose)) {
        throw new Error(`slot ${slotId} is not for a file of ${profile.id}`);
      }
      const column = fileColumns[file.purpose];
      if (profile[column] !== file.id) {
        profile[column] = file.id;
        recordProfileFileChanged(em, ctx.viewer, profile, file.purpose, file.id);
      }
      return profile;
    }),
});
