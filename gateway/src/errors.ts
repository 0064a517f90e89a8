import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { errorCodes } from '@koinonia/kit';

/**
 * The codes a client may see in `extensions.code`: the subgraphs' domain codes (kit's errorCodes),
 * GraphQL's and the runtime's own request errors, and the gateway's refusals. Any other code (a
 * library's, a subgraph's bug) is an internal error: its message and extensions are not shown.
 */
export const PUBLIC_CODES: ReadonlySet<string> = new Set([
  ...errorCodes,
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_ONLY',
  'PERSISTED_QUERY_ID_REQUIRED',
  'SERVICE_UNAVAILABLE',
]);

/**
 * The finer reasons the schema documents in `extensions.reason` (its descriptions and the subgraphs'
 * `*.errors.ts`; security.test.ts fails when one is missing here): media refusals (kit), promo codes,
 * applications and payments (orgs-jobs).
 */
export const PUBLIC_REASONS: ReadonlySet<string> = new Set([
  // kit/media: uploads and files.
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'UNSAFE_CONTENT',
  'PURPOSE_NOT_ALLOWED',
  'NOT_UPLOADED',
  'SLOT_EXPIRED',
  'SLOT_NOT_FOUND',
  'NOT_YOUR_UPLOAD',
  'FILE_NOT_FOUND',
  'UPLOAD_CHANGED',
  // orgs-jobs: promo codes (verifyPromoCode, a posting's promoCode).
  'PROMO_CODE_NOT_FOUND',
  'PROMO_CODE_EXPIRED',
  'PROMO_CODE_USED_UP',
  // orgs-jobs: applications.
  'OPPORTUNITY_NOT_FOUND',
  'OPPORTUNITY_NOT_OPEN',
  'DEADLINE_PASSED',
  'ALREADY_APPLIED',
  'VIDEO_NOT_FOUND',
  // orgs-jobs: payments.
  'PAYMENT_PROVIDER_FAILED',
]);

type Extensions = Readonly<Record<string, unknown>>;

/** `fields` as the subgraphs send them: `[{ path, message }]`, nothing else in them. */
function publicFields(value: unknown): { path: string; message: string }[] | null {
  if (!Array.isArray(value)) return null;
  const fields = (value as unknown[])
    .filter((field): field is { path: string; message: string } => {
      const candidate = field as { path?: unknown; message?: unknown } | null;
      return typeof candidate?.path === 'string' && typeof candidate.message === 'string';
    })
    .map(({ path, message }) => ({ path, message }));
  return fields.length ? fields : null;
}

/**
 * The extensions a client sees for a public code: the code, and when present and well formed a
 * documented `reason`, the `fields` and `retryAfterSeconds`; Yoga's `http` (its status, never
 * serialized) is kept for Yoga. Anything else (stack traces, service names, a subgraph's own) goes.
 */
function publicExtensions(code: string, extensions: Extensions): Record<string, unknown> {
  const reason = extensions['reason'];
  const fields = publicFields(extensions['fields']);
  const retryAfterSeconds = extensions['retryAfterSeconds'];
  return {
    code,
    ...(typeof reason === 'string' && PUBLIC_REASONS.has(reason) ? { reason } : {}),
    ...(fields ? { fields } : {}),
    ...(typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) ? { retryAfterSeconds } : {}),
    ...(extensions['http'] !== undefined ? { http: extensions['http'] } : {}),
  };
}

/**
 * The code an error is shown with, or null when it must be hidden. An error without a code that
 * names no field is GraphQL's own about the request (a variable of the wrong type): the client's
 * input. One without a code on a field (a subgraph's error the runtime could not place, a value
 * that broke the schema's promise) is a bug.
 */
function publicCode(extensions: Extensions, path: readonly (string | number)[] | undefined): string | null {
  const code = extensions['code'];
  if (code === undefined) return path?.length ? null : 'BAD_USER_INPUT';
  // An internal error is shown as one, whatever message it came with.
  return typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && PUBLIC_CODES.has(code) ? code : null;
}

const isOriginalGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof GraphQLError && (error.originalError == null || isOriginalGraphQLError(error.originalError));

/**
 * A subgraph's error as a subscription event carried it: the formatted error itself (not an Error),
 * which that subgraph's own formatter already masked, e.g. chat's FORBIDDEN for a non-participant.
 */
const isSubgraphEventError = (error: unknown): error is GraphQLFormattedError =>
  typeof error === 'object' && error !== null && !(error instanceof Error) && typeof (error as { message?: unknown }).message === 'string';

const internalError = (located: { nodes?: GraphQLError['nodes']; path?: readonly (string | number)[] | undefined } | null): GraphQLError =>
  new GraphQLError('Internal server error', {
    ...(located?.nodes ? { nodes: located.nodes } : {}),
    ...(located?.path ? { path: located.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });

/**
 * Yoga's `maskError`: GraphQL errors with a public code (validation, limits, the subgraphs' domain
 * errors) keep their message, locations, path and public extensions, a documented `reason`
 * included, and are returned as they are (so not logged); anything else, an unknown code too,
 * becomes INTERNAL_SERVER_ERROR without details (Yoga logs the original of a thrown one). No
 * stack, file path or subgraph URL reaches a client, in any environment.
 */
export function maskError(error: unknown): Error {
  if (isSubgraphEventError(error)) {
    const code = publicCode(error.extensions ?? {}, error.path);
    if (!code) return internalError({ path: error.path });
    return new GraphQLError(error.message, { ...(error.path ? { path: error.path } : {}), extensions: publicExtensions(code, error.extensions ?? {}) });
  }
  if (isOriginalGraphQLError(error)) {
    const extensions = error.extensions as Record<string, unknown>;
    const code = publicCode(extensions, error.path);
    if (!code) return internalError(error);
    const kept = publicExtensions(code, extensions);
    for (const key of Object.keys(extensions)) delete extensions[key];
    Object.assign(extensions, kept);
    return error;
  }
  return internalError(error instanceof GraphQLError ? error : null);
}
