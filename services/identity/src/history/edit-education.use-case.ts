import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { educationFields } from './education.input.ts';
import type { Education } from './history.entities.ts';
import { findEducation } from './history.repository.ts';
import { endAfterStart, ownedRecord } from './history.rules.ts';

/** education~ EDIT: replaces an education record's fields; its owner or a platform admin. */
export const editEducation = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id(), ...educationFields }).superRefine(endAfterStart),
  execute: (ctx, { id, ...input }): Promise<Education> =>
    ctx.em.transactional(async (em) => em.assign(ownedRecord(await findEducation(em, id), ctx.viewer, 'Education'), input)),
});
