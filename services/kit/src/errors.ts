import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from 'pino';

/** Stable error codes, exposed as GraphQL `extensions.code`. */
export const errorCodes = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface FieldError {
  /** The argument path, e.g. `email` or `location.zipcode` (a field of an `input` argument is named without it). */
  readonly path: string;
  readonly message: string;
}

/** An expected failure a user can act on. Anything else thrown is a bug. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: ErrorCode;
  readonly fields: readonly FieldError[];

  constructor(code: ErrorCode, message: string, fields: readonly FieldError[] = []) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

export const badInput = (fields: readonly FieldError[], message = 'Invalid input'): DomainError =>
  new DomainError('BAD_USER_INPUT', message, fields);
export const unauthenticated = (message = 'You must be signed in'): DomainError =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this'): DomainError =>
  new DomainError('FORBIDDEN', message);
export const notFound = (what: string): DomainError => new DomainError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string, fields: readonly FieldError[] = []): DomainError =>
  new DomainError('CONFLICT', message, fields);

/** A finer stable reason some domain errors carry (a media refusal's `FILE_TOO_LARGE`), for clients to branch on. */
const reasonOf = (error: DomainError): string | null => {
  const reason: unknown = (error as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
};

/** Seconds until a RATE_LIMITED action may be tried again (rate-limit.ts's refusals carry it). */
const retryAfterOf = (error: DomainError): number | null => {
  const seconds: unknown = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : null;
};

/**
 * Apollo `formatError`: domain errors keep their code, fields and reason (when they have one);
 * GraphQL's own errors (parse, validation) pass through; anything else is logged and hidden behind
 * INTERNAL_SERVER_ERROR.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      const reason = reasonOf(original);
      const retryAfterSeconds = retryAfterOf(original);
      return {
        message: original.message,
        ...(formatted.path ? { path: formatted.path } : {}),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        extensions: {
          code: original.code,
          ...(original.fields.length ? { fields: original.fields } : {}),
          ...(reason ? { reason } : {}),
          ...(retryAfterSeconds !== null ? { retryAfterSeconds } : {}),
        },
      };
    }
    const code = formatted.extensions?.['code'];
    if (original instanceof GraphQLError || (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR')) {
      return formatted;
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error in resolver');
    return {
      message: 'Internal server error',
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
