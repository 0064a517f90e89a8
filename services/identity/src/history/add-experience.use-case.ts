import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { experienceDates, experienceFields, experienceValues } from './experience.input.ts';
import { ExperienceEntity, type Experience } from './history.entities.ts';

/** experience~ ADD: a position on the signed-in member's history. */
export const addExperience = defineUseCase({
  access: 'member',
  input: z.object(experienceFields).superRefine(experienceDates),
  execute: (ctx, input): Promise<Experience> =>
    ctx.em.transactional(async (em) =>
      em.create(ExperienceEntity, { id: randomUUID(), userId: ctx.viewer.userId, ...experienceValues(input) }),
    ),
});
