import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult } from 'graphql';
import type { RequestContext } from '../server.ts';
import type { Viewer } from '../viewer.ts';

export interface Executor {
  readonly apollo: ApolloServer<RequestContext>;
  contextFor(viewer: Viewer): RequestContext;
}

export interface TestResult<TData> extends FormattedExecutionResult<TData> {
  /** The response headers resolvers asked for. */
  readonly responseHeaders: Map<string, string>;
}

/**
 * An operation to run: a typed document generated from the service's schema (`graphql(...)` from
 * its `__generated__/documents`), whose result and variables are then typed, or plain text.
 */
export type Operation<TData, TVariables> = TypedDocumentNode<TData, TVariables> | string;

/** Runs an operation against a subgraph as `viewer`, the way the gateway would call it. */
export async function execute<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
  server: Executor,
  viewer: Viewer,
  operation: Operation<TData, TVariables>,
  variables?: TVariables,
): Promise<TestResult<TData>> {
  const contextValue = server.contextFor(viewer);
  const query = typeof operation === 'string' ? operation : print(operation);
  const response = await server.apollo.executeOperation<TData>(
    { query, variables: variables as Record<string, unknown> | undefined },
    { contextValue },
  );
  if (response.body.kind !== 'single') throw new Error('incremental responses are not expected here');
  return { ...response.body.singleResult, responseHeaders: contextValue.responseHeaders };
}

/** The codes of a result's errors, for assertions. */
export const errorCodes = (result: FormattedExecutionResult): unknown[] =>
  (result.errors ?? []).map((e) => e.extensions?.['code']);

/** The field errors of a BAD_USER_INPUT result, as `{ path: message }`. */
export function fieldErrors(result: FormattedExecutionResult): Record<string, string> {
  const fields = (result.errors?.[0]?.extensions?.['fields'] ?? []) as { path: string; message: string }[];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

/**
 * The two refusals every length limit owes, as \`it.each\` rows (what, length, message): one character
 * over the field's own limit, and 900 KB, which kit's argument guard stops before any resolver.
 */
export const tooLongCases = (max: number): [string, number, string][] => [
  ['one more character', max + 1, `must be at most ${max} characters`],
  ['900 KB', 900_000, 'must be at most 100000 characters'],
];
