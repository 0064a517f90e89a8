import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';

/** Spec section 8: the message when the server sent no usable response for an operation. */
export function missingResponseMessage(operationName: string | undefined): string {
  return `Server response was missing for query '${operationName ?? 'anonymous'}'.`;
}

/** Spec section 8: the message of a non-2xx response. */
export function statusCodeMessage(statusCode: number): string {
  return `Response not successful: Received status code ${statusCode}`;
}

/** What the console gets for a GraphQL error: operation name, message and path (spec section 8). */
export function describeGraphQLError(
  operationName: string | undefined,
  error: GraphQLFormattedError,
): { operationName: string; message: string; path: string } {
  return {
    operationName: operationName ?? 'anonymous',
    message: error.message,
    path: error.path ? error.path.join('.') : '',
  };
}

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR';

export interface FieldMessage {
  path: string;
  message: string;
}

export interface ProblemSummary {
  /** Messages keyed by form field (the last segment of the argument path: "input.location.zipcode" -> "zipcode"). */
  fields: Record<string, string>;
  /** A message for an alert, when something is not tied to one field. */
  message: string | null;
  /** The first GraphQL error code, when the server answered with one. */
  code: string | null;
}

function fieldMessages(error: GraphQLFormattedError): FieldMessage[] {
  const raw: unknown = error.extensions?.['fields'];
  if (!Array.isArray(raw)) return [];
  return (raw as unknown[]).filter((item): item is FieldMessage => {
    if (typeof item !== 'object' || item === null) return false;
    const candidate = item as Record<string, unknown>;
    return typeof candidate.path === 'string' && typeof candidate.message === 'string';
  });
}

export function fieldName(path: string): string {
  const segments = path.split('.');
  return segments[segments.length - 1] ?? path;
}

const FRIENDLY: Partial<Record<ErrorCode, string>> = {
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please contact support for more information.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
};

/**
 * Turns any error an operation returned into what a form shows: messages under fields (by the
 * server's `extensions.fields`) and one alert message for everything else.
 */
export function summarizeError(error: ErrorLike | null | undefined): ProblemSummary {
  const summary: ProblemSummary = { fields: {}, message: null, code: null };
  if (!error) return summary;
  if (CombinedGraphQLErrors.is(error)) {
    const loose: string[] = [];
    for (const graphQLError of error.errors) {
      const code = graphQLError.extensions?.['code'];
      if (summary.code === null && typeof code === 'string') summary.code = code;
      const fields = fieldMessages(graphQLError);
      for (const field of fields) {
        const name = fieldName(field.path);
        summary.fields[name] ??= field.message;
      }
      if (fields.length === 0) {
        loose.push(FRIENDLY[code as ErrorCode] ?? graphQLError.message);
      }
    }
    summary.message = loose.length > 0 ? [...new Set(loose)].join(' ') : null;
    return summary;
  }
  if (ServerError.is(error)) {
    summary.message = `We could not reach Koinonia (${error.message}). Please try again.`;
    return summary;
  }
  if (ServerParseError.is(error)) {
    summary.message = 'The server sent a response we could not read. Please try again.';
    return summary;
  }
  summary.message =
    error.name === 'TypeError'
      ? 'We could not reach Koinonia. Check your connection and try again.'
      : error.message;
  return summary;
}

/** The first GraphQL error code of an error, if any. */
export function errorCode(error: ErrorLike | null | undefined): string | null {
  return summarizeError(error).code;
}
