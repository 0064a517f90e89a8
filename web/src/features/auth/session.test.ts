import { describe, expect, it, jest } from '@jest/globals';
import type { InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { isRedirect } from '@tanstack/react-router';
import { meQueryHash } from '../../__generated__/first-paint-hashes.ts';
import { Session, type Viewer } from './session.ts';
import { connectSessionToCache } from './session-cache.ts';
import { createApolloClient } from '../../lib/apollo/apollo-client.ts';

const API_URL = 'http://api.test/graphql';

const viewer: Viewer = {
  __typename: 'User',
  id: '7f1c8a4e-1d2b-4c3a-9e8f-0a1b2c3d4e5f',
  slug: 'ruth-moab',
  firstName: 'Ruth',
  lastName: 'Moab',
  email: 'ruth@example.org',
  isEmailVerified: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  profile: {
    __typename: 'Profile',
    id: '1a2b3c4d-0000-4000-8000-000000000001',
    about: null,
    language: null,
    profileImageUrl: null,
    backgroundImageUrl: null,
    profileResumeUrl: null,
    profileImage: null,
    resume: null,
  },
  location: null,
};

type FetchMock = jest.Mock<typeof fetch>;

function answering(...responses: (() => Response)[]): FetchMock {
  const queue = [...responses];
  return jest.fn<typeof fetch>(() => {
    const next = queue.shift();
    if (!next) throw new Error('no more responses queued');
    return Promise.resolve(next());
  });
}

const json = (body: unknown, status = 200) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Session', () => {
  it('reads the member once with the Me query, sending the session cookie', async () => {
    const fetchMock = answering(json({ data: { me: viewer } }));
    const session = new Session(API_URL, fetchMock);

    const [first, second] = await Promise.all([session.load(), session.load()]);
    expect(first).toEqual(viewer);
    expect(second).toBe(first);
    expect(await session.load()).toBe(first);
    expect(session.current()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(API_URL);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
    // By the hash the gateway knows from gateway/trusted-documents.json, without the text.
    const body = JSON.parse(init?.body as string) as { operationName: string; query?: string; extensions: { persistedQuery: { sha256Hash: string } } };
    expect(body.operationName).toBe('Me');
    expect(body.query).toBeUndefined();
    expect(`sha256:${body.extensions.persistedQuery.sha256Hash}`).toBe(meQueryHash);
  });

  it('sends the Me query\'s text when the gateway does not know its hash', async () => {
    const fetchMock = answering(
      json({ errors: [{ message: 'Unknown operation hash', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }, 400),
      json({ data: { me: viewer } }),
    );
    expect(await new Session(API_URL, fetchMock).load()).toEqual(viewer);
    const body = JSON.parse(fetchMock.mock.calls[1]![1]?.body as string) as { operationName: string; query: string };
    expect(body.operationName).toBe('Me');
    expect(body.query).toContain('query Me');
    expect(body.query).toContain('fragment ViewerFields on User');
  });

  it('sends an anonymous visitor of a member page to sign in, and back afterwards', async () => {
    const session = new Session(API_URL, answering(json({ data: { me: null } })));
    const failure = await session.require('/profile?tab=about').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isRedirect(failure)).toBe(true);
    expect((failure as { options: unknown }).options).toMatchObject({ to: '/sign-in', search: { redirect: '/profile?tab=about' } });
    expect(session.current()).toBeNull();
  });

  it('answers a member page with 503 when the session cannot be read', async () => {
    const session = new Session(API_URL, answering(json({ message: 'bad gateway' }, 502)));
    const failure = await session.require('/feed').catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'PageUnavailableError', status: 503 });
    expect(isRedirect(failure)).toBe(false);
  });

  it('reports a failed response with the spec message, counts it as anonymous when peeking, and tries again later', async () => {
    const session = new Session(API_URL, answering(json({ message: 'bad gateway' }, 502), json({ data: { me: viewer } })));
    const failure = await session.load().catch((error: unknown) => error);
    expect(ServerError.is(failure)).toBe(true);
    expect((failure as Error).message).toBe('Response not successful: Received status code 502');
    expect(session.current()).toBeUndefined();

    expect(await session.peek()).toEqual(viewer);
  });

  it('tells apart an unreadable response, GraphQL errors and an empty answer', async () => {
    const session = new Session(
      API_URL,
      answering(
        () => new Response('<html>proxy error</html>', { status: 200 }),
        json({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        json({}),
        json({ data: null }),
      ),
    );
    expect(ServerParseError.is(await session.load().catch((error: unknown) => error))).toBe(true);
    const graphQLFailure = await session.load().catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(graphQLFailure)).toBe(true);
    expect((graphQLFailure as CombinedGraphQLErrors).errors[0]?.extensions?.['code']).toBe('INTERNAL_SERVER_ERROR');
    await expect(session.load()).rejects.toThrow("Server response was missing for query 'Me'.");
    expect(await session.peek()).toBeNull();
  });

  it('lets a sign-in that finishes during the first read win', async () => {
    let answer: (response: Response) => void = () => {};
    const session = new Session(API_URL, () => new Promise<Response>((resolve) => (answer = resolve)));
    const reading = session.load();
    session.remember(viewer);
    answer(json({ data: { me: null } })());
    expect(await reading).toEqual(viewer);
    expect(session.current()).toEqual(viewer);
  });

  it('tells subscribers when the member changes', async () => {
    const session = new Session(API_URL, answering());
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.remember(viewer);
    session.remember(viewer);
    await session.forget();
    unsubscribe();
    session.remember(viewer);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.current()).toEqual(viewer);
  });
});

describe('Session joined to Apollo’s cache', () => {
  // The app's own client; these tests only touch its cache, never the network.
  const newClient = () => createApolloClient({ apiUrl: API_URL, wsUrl: 'ws://api.test/graphql' });
  const cached = (client: ReturnType<typeof newClient>) => (client.cache as InMemoryCache).extract();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('gives the cache the member already known, and follows the cached member from then on', async () => {
    const session = new Session(API_URL, answering(json({ data: { me: viewer } })));
    await session.load();
    const client = newClient();
    connectSessionToCache(session, client);
    expect(cached(client)[`User:${viewer.id}`]).toMatchObject({ firstName: 'Ruth' });

    // A mutation result (here, a profile edit) updates the member in the normalized cache.
    client.cache.writeFragment({
      id: `User:${viewer.id}`,
      fragment: (await import('../../__generated__/graphql/graphql.ts')).ViewerFieldsFragmentDoc,
      data: { ...viewer, firstName: 'Naomi' },
    });
    await settle();
    expect(session.current()?.firstName).toBe('Naomi');
  });

  it('writes sign-ins to the cache and clears the cache on sign-out', async () => {
    const session = new Session(API_URL, answering(json({ data: { me: null } })));
    await session.load();
    const client = newClient();
    connectSessionToCache(session, client);

    session.remember(viewer);
    expect(cached(client)[`User:${viewer.id}`]).toMatchObject({ email: 'ruth@example.org' });
    await settle();
    expect(session.current()).toEqual(viewer);

    await session.forget();
    await settle();
    expect(session.current()).toBeNull();
    expect(cached(client)[`User:${viewer.id}`]).toBeUndefined();
    expect(cached(client)['ROOT_QUERY']).toMatchObject({ me: null });
  });
});
