import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { endSession } from '../sessions/sessions.ts';

/** logout: ends the current session (anonymous callers only get the cookie cleared). */
export const logOut = defineUseCase({
  access: 'anyone',
  input: z.object({}),
  execute: async (ctx): Promise<boolean> => {
    await endSession(ctx);
    return true;
  },
});
