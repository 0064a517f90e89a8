import { requireContentEditor, type RequestContext, type UseCase } from '@koinonia/kit';
import type { z } from 'zod';

/**
 * A use case only content editors (and platform ADMINs) may call: anonymous visitors are
 * UNAUTHENTICATED and other members FORBIDDEN before their input is read, so they learn nothing of
 * its rules (as `access` does for members and admins).
 */
export function forContentEditors<S extends z.ZodType, R, D>(useCase: UseCase<S, R, D, 'member'>): UseCase<S, R, D, 'member'> {
  return {
    ...useCase,
    run: (ctx: RequestContext, args: unknown, deps: D) => {
      requireContentEditor(ctx.viewer);
      return useCase.run(ctx, args, deps);
    },
  };
}
