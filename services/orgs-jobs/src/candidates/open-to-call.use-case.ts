import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { workplaces } from '../opportunities/opportunity.entity.ts';
import { removeOpenToCall, upsertOpenToCall } from './candidates.repository.ts';
import type { OpenToCall } from './open-to-call.entity.ts';

/** openToCall: the member says they are open to a call (one upsert) or no longer (delete). */
export const setOpenToCall = defineUseCase({
  access: 'member',
  input: z.object({
    isOpen: z.boolean({ error: messages.required }),
    note: rules.optionalText(),
    denomination: rules.shortText(),
    workplace: z.enum(workplaces).nullish(),
  }),
  execute: async (ctx, { isOpen, ...details }): Promise<OpenToCall | null> => {
    const userId = ctx.viewer.userId;
    if (!isOpen) {
      await removeOpenToCall(ctx.em, userId);
      return null;
    }
    return upsertOpenToCall(ctx.em, userId, { ...details, workplace: details.workplace ?? null });
  },
});
