import { describe, expect, it } from '@jest/globals';
import { gql } from 'graphql-tag';
import type { GraphQLFormattedError } from 'graphql';
import { LONGEST_TEXT, messages } from '@koinonia/validation';
import { createLogger } from './logger.ts';
import { createSubgraphApollo, type RequestContext } from './server.ts';
import { anonymousViewer } from './viewer.ts';

// A subgraph whose resolvers count their calls: a refused operation must reach none of them.
const typeDefs = gql`
  input Place {
    city: String
    tags: [String!]
  }
  input Profile {
    firstName: String!
    places: [Place!]
    age: Int
  }
  type Query {
    echo(text: String, id: ID): String
  }
  type Mutation {
    save(input: Profile!, note: String = "ok"): Boolean!
    move(to: [Place!]): Boolean!
  }
`;
let calls = 0;
const resolvers = {
  Query: { echo: (_: unknown, args: { text?: string }) => ((calls += 1), args.text ?? null) },
  Mutation: { save: () => ((calls += 1), true), move: () => ((calls += 1), true) },
};
const apollo = createSubgraphApollo({ typeDefs, resolvers, logger: createLogger('argument-guard-test', 'silent') });
const contextValue = { viewer: anonymousViewer } as unknown as RequestContext;

async function run(query: string, variables?: Record<string, unknown>): Promise<{ data?: unknown; errors?: readonly GraphQLFormattedError[] }> {
  const response = await apollo.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

const refusal = (fields: { path: string; message: string }[]) => ({
  errors: [expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT', fields } })],
});

describe('every string argument is checked before any resolver', () => {
  // The use cases validate what an `input` argument holds (its resolver hands them that), so its
  // fields are named as they name them, and as the web's forms place errors: without `input.`.
  it('refuses control characters in literals, variables, nested input objects and lists, naming each path as the use case does', async () => {
    calls = 0;
    const result = await run(
      'mutation ($input: Profile!, $note: String) { save(input: $input, note: $note) }',
      { input: { firstName: 'Ru\u0000th', places: [{ city: 'Paris' }, { city: 'Lyon', tags: ['ok', 'b\u007Fad'] }] }, note: 'a\u0085b' },
    );
    expect(result).toEqual(
      refusal([
        { path: 'firstName', message: messages.controlCharacters },
        { path: 'places.1.tags.1', message: messages.controlCharacters },
        { path: 'note', message: messages.controlCharacters },
      ]),
    );
    expect(await run('{ echo(id: "1\\u0000") }')).toEqual(refusal([{ path: 'id', message: messages.controlCharacters }]));
    expect(await run('mutation { save(input: { firstName: "x", places: { city: "\\u001B[31m" } }) }')).toEqual(
      refusal([{ path: 'places.city', message: messages.controlCharacters }]),
    );
    // Any other argument is a field of the command: its name leads the path.
    expect(await run('mutation ($to: [Place!]) { move(to: $to) }', { to: [{ city: 'Lyon' }, { city: 'Ni\u0000ce' }] })).toEqual(
      refusal([{ path: 'to.1.city', message: messages.controlCharacters }]),
    );
    expect(calls).toBe(0);
  });

  it('refuses any string longer than the longest field kind', async () => {
    calls = 0;
    const response = await apollo.executeOperation({ query: 'query ($text: String) { echo(text: $text) }', variables: { text: 'a'.repeat(LONGEST_TEXT + 1) } }, { contextValue });
    expect(response.body.kind === 'single' && response.body.singleResult).toEqual(
      refusal([{ path: 'text', message: `must be at most ${LONGEST_TEXT} characters` }]),
    );
    // As a use case's refusal: the gateway reads it as it reads any answer.
    expect(response.http.status).toBe(200);
    expect(calls).toBe(0);
  });

  it('lets tabs, line breaks, other scripts and emoji through, and the default of a variable', async () => {
    calls = 0;
    const text = 'line one\r\n\tline two: Ζωή, 命, 🙏🏽';
    expect(await run('query ($text: String) { echo(text: $text) }', { text })).toEqual({ data: { echo: text } });
    expect(await run('query ($text: String = "x") { echo(text: $text) }')).toEqual({ data: { echo: 'x' } });
    expect(await run('mutation { save(input: { firstName: "Ruth", age: 3 }) }')).toEqual({ data: { save: true } });
    expect(calls).toBe(3);
  });

  it('checks only the operation that runs', async () => {
    const document = 'query Bad { echo(text: "\\u0000") } query Good { echo(text: "fine") }';
    const response = await apollo.executeOperation({ query: document, operationName: 'Good' }, { contextValue });
    expect(response.body.kind === 'single' && response.body.singleResult).toEqual({ data: { echo: 'fine' } });
  });
});
