import { badInput } from '../errors.ts';
import { orList } from '../validation.ts';

/** The arguments of a `~` operation (spec section 7): its `mutationType` and the rest. */
interface WithMutationType<T extends string> {
  readonly mutationType: T;
}

type Handlers<A extends WithMutationType<string>, R> = {
  readonly [K in A['mutationType']]?: (input: Omit<A, 'mutationType'>) => R;
};

/**
 * Runs the handler for `args.mutationType` with the other arguments. An operation accepts only
 * some of the shared MutationType values; any other one is BAD_USER_INPUT naming those it accepts.
 */
export function dispatchMutationType<A extends WithMutationType<string>, R>(args: A, handlers: Handlers<A, R>): R {
  const { mutationType, ...input } = args;
  const handler = (handlers as Partial<Record<string, (input: Omit<A, 'mutationType'>) => R>>)[mutationType];
  if (!handler) {
    throw badInput([{ path: 'mutationType', message: `must be ${orList(Object.keys(handlers))}` }]);
  }
  return handler(input);
}
