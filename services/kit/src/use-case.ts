import type { z } from 'zod';
import { requireAdmin } from './authorization.ts';
import type { RequestContext } from './server.ts';
import { parseInput } from './validation.ts';
import { requireUser, type SignedInViewer } from './viewer.ts';

/**
 * Who may call an operation at all: `anyone` (anonymous visitors too), a signed-in `member`, or a
 * platform `admin`. Rules that depend on the input (an admin of this group, the author of this
 * post) belong to `execute`.
 */
export type Access = 'anyone' | 'member' | 'admin';

/** The request as `execute` sees it: for `member` and `admin` operations the viewer is signed in. */
export type UseCaseContext<A extends Access> = A extends 'anyone'
  ? RequestContext
  : RequestContext & { readonly viewer: SignedInViewer };

/**
 * One operation of a feature: who may call it, the validated command it accepts and the one
 * `execute` that carries it out (finer authorization, rules, writes, events). Resolvers call `run`,
 * which checks `access` first (UNAUTHENTICATED, FORBIDDEN), so a caller who may not call the
 * operation learns nothing of its input rules; then validates the raw arguments with the spec's
 * messages, so `execute` only ever sees a valid command.
 */
export interface UseCase<S extends z.ZodType, R, D, A extends Access = Access> {
  readonly access: A;
  readonly input: S;
  readonly execute: (ctx: UseCaseContext<A>, input: z.output<S>, deps: D) => Promise<R>;
  readonly run: (ctx: RequestContext, args: unknown, deps: D) => Promise<R>;
}

export function defineUseCase<S extends z.ZodType, R, D = void, A extends Access = Access>(
  definition: Omit<UseCase<S, R, D, A>, 'run'>,
): UseCase<S, R, D, A> {
  const { access, input, execute } = definition;
  return {
    access,
    input,
    execute,
    run: async (ctx, args, deps) => {
      const admitted = admit(ctx, access);
      return execute(admitted, parseInput(input, args), deps);
    },
  };
}

function admit<A extends Access>(ctx: RequestContext, access: A): UseCaseContext<A> {
  if (access === 'member') requireUser(ctx.viewer);
  if (access === 'admin') requireAdmin(ctx.viewer);
  // Checked just above: a member's or an admin's viewer has an id.
  return ctx as UseCaseContext<A>;
}
