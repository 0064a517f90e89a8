import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { educationFields } from './education.input.ts';
import { EducationEntity, type Education } from './history.entities.ts';
import { endAfterStart } from './history.rules.ts';

/** education~ ADD: a school on the signed-in member's history. */
export const addEducation = defineUseCase({
  access: 'member',
  input: z.object(educationFields).superRefine(endAfterStart),
  execute: (ctx, input): Promise<Education> =>
    ctx.em.transactional(async (em) => em.create(EducationEntity, { id: randomUUID(), userId: ctx.viewer.userId, ...input })),
});
