import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** The only error extensions a client sees: the code, field errors, a retry time, and Yoga's HTTP status (never serialized). */
const PUBLIC_EXTENSIONS: ReadonlySet<string> = new Set(['code', 'fields', 'retryAfterSeconds', 'http']);

const isOriginalGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && (error.originalError == null || isOriginalGraphQLError(error.originalError));

/**
 * A subgraph's error as a subscription event carried it: the formatted error itself (not an Error),
 * which that subgraph's own formatter already masked, e.g. chat's FORBIDDEN for a non-participant.
 */
const isSubgraphEventError = (error: unknown): error is GraphQLFormattedError =>
  typeof error === 'object' && error !== null && !(error instanceof Error) && typeof (error as { message?: unknown }).message === 'string';

/**
 * Yoga's `maskError`: GraphQL errors (validation, limits, subgraphs' domain errors) keep their
 * message, locations, path and public extensions, and are returned as they are (so not logged);
 * anything else becomes INTERNAL_SERVER_ERROR, which Yoga logs with the original. No stack, file
 * path or subgraph URL reaches a client, in any environment.
 */
export function maskError(error: unknown): Error {
  if (isSubgraphEventError(error)) {
    const extensions = Object.fromEntries(Object.entries(error.extensions ?? {}).filter(([key]) => PUBLIC_EXTENSIONS.has(key)));
    return new GraphQLError(error.message, { ...(error.path ? { path: error.path } : {}), extensions });
  }
  if (isOriginalGraphQLError(error)) {
    const extensions = error.extensions as Record<string, unknown>;
    for (const key of Object.keys(extensions)) if (!PUBLIC_EXTENSIONS.has(key)) delete extensions[key];
    return error;
  }
  const located = error instanceof GraphQLError ? error : null;
  return new GraphQLError('Internal server error', {
    ...(located?.nodes ? { nodes: located.nodes } : {}),
    ...(located?.path ? { path: located.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
