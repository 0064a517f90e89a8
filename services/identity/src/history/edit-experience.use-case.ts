import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { experienceDates, experienceFields, experienceValues } from './experience.input.ts';
import type { Experience } from './history.entities.ts';
import { findExperience } from './history.repository.ts';
import { ownedRecord } from './history.rules.ts';

/** experience~ EDIT: replaces a position's fields; its owner or a platform admin. */
export const editExperience = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id(), ...experienceFields }).superRefine(experienceDates),
  execute: (ctx, { id, ...input }): Promise<Experience> =>
    ctx.em.transactional(async (em) => {
      const experience = ownedRecord(await findExperience(em, id), ctx.viewer, 'Experience');
      return em.assign(experience, experienceValues(input));
    }),
});
