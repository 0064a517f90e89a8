import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import type { Profile } from '../users/user.entity.ts';
import { lockProfileOfUser } from '../users/user.repository.ts';
import { recordProfileFileChanged } from './profile-files.events.ts';
import { fileColumns, profileFilePurposes, type ProfileMedia } from './profile-media.ts';

/** deleteProfileFile: takes one of the member's files off their profile; its bytes go once this commits. */
export const deleteProfileFile = defineUseCase({
  access: 'member',
  input: z.object({ purpose: z.enum(profileFilePurposes) }),
  execute: (ctx, { purpose }, { media }: ProfileMedia): Promise<Profile> =>
    ctx.em.transactional(async (em) => {
      const profile = await lockProfileOfUser(em, ctx.viewer.userId);
      const column = fileColumns[purpose];
      const fileId = profile[column];
      // Already gone (a retried request): the profile is as asked.
      if (!fileId) return profile;
      await media.deleteFile(em, { fileId, ownerId: profile.id });
      profile[column] = null;
      recordProfileFileChanged(em, ctx.viewer, profile, purpose, null);
      return profile;
    }),
});
