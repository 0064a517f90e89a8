import { z } from 'zod';
import { conflict, defineUseCase, mapUniqueViolation, rules } from '@koinonia/kit';
import { lockProfileOfUser } from '../users/user.repository.ts';
import type { Experience } from './history.entities.ts';
import { findExperience, makePrimaryExperience } from './history.repository.ts';
import { ownedRecord } from './history.rules.ts';

/** setPrimaryExperience: one of the owner's positions becomes the primary one; the owner or an admin. */
export const setPrimaryExperience = defineUseCase({
  access: 'member',
  input: z.object({ experienceId: rules.id() }),
  execute: (ctx, { experienceId }): Promise<Experience> =>
    mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const experience = ownedRecord(await findExperience(em, experienceId), ctx.viewer, 'Experience');
          // Changes of one member's primary position take turns on their profile row, so two at
          // once both succeed, the later one winning; the partial unique index is the backstop.
          await lockProfileOfUser(em, experience.userId);
          await makePrimaryExperience(em, experience.userId, experience.id);
          await em.refresh(experience);
          return experience;
        }),
      { experience_one_primary_per_user: () => conflict('Another primary position was set at the same time; try again') },
    ),
});
