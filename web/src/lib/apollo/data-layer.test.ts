import { describe, expect, it, jest } from '@jest/globals';
import { gql, type NormalizedCacheObject } from '@apollo/client';
import { createDataLayer } from './data-layer.tsx';

const GREETING = gql`
  query Greeting {
    greeting
  }
`;
const serverCache = (greeting: string): NormalizedCacheObject => ({ ROOT_QUERY: { __typename: 'Query', greeting } });

describe('createDataLayer', () => {
  it('loads Apollo Client once, prepares it before handing it out, and tells subscribers', async () => {
    const order: string[] = [];
    const data = createDataLayer({
      apiUrl: 'http://api.test/graphql',
      wsUrl: 'ws://api.test/graphql',
      onCreate: async () => {
        await Promise.resolve();
        order.push('prepared');
      },
    });
    const listener = jest.fn(() => order.push('notified'));
    data.subscribe(listener);
    expect(data.loaded()).toBeNull();

    const [first, second] = await Promise.all([data.client(), data.client()]);
    order.push('handed out');
    expect(second).toBe(first);
    expect(await data.client()).toBe(first);
    expect(data.loaded()).toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['prepared', 'notified', 'handed out']);
    // The spec's default policies (section 9) come with the client.
    expect(first.defaultOptions).toMatchObject({
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'network-only', errorPolicy: 'all' },
    });
  });

  it('can try again after preparing the client failed', async () => {
    let attempts = 0;
    const data = createDataLayer({
      apiUrl: 'http://api.test/graphql',
      wsUrl: 'ws://api.test/graphql',
      onCreate: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed to load');
      },
    });
    await expect(data.ready()).rejects.toThrow('chunk failed to load');
    expect(data.loaded()).toBeNull();
    await expect(data.ready()).resolves.toBeUndefined();
    expect(data.loaded()).not.toBeNull();
  });

  it("starts from the cache the server filled, and answers from it while the page hydrates", async () => {
    const data = createDataLayer({ apiUrl: 'http://api.test/graphql', wsUrl: 'ws://api.test/graphql' });
    await data.restore(serverCache('from the server'));
    const client = data.loaded();
    expect(client?.readQuery({ query: GREETING })).toEqual({ greeting: 'from the server' });
    // Watched queries (cache-and-network) do not ask the network again for what the page shows.
    expect(client?.prioritizeCacheValues).toBe(true);
  });

  it('asks the API again after the first mutation, even while the page hydrates', async () => {
    const answers = [{ data: { greet: true } }, { data: { greeting: 'after the change' } }];
    const fetchMock = jest.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } })),
    );
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      const data = createDataLayer({ apiUrl: 'http://api.test/graphql', wsUrl: 'ws://api.test/graphql' });
      await data.restore(serverCache('from the server'));
      const client = data.loaded()!;
      const read = () => client.query({ query: GREETING, fetchPolicy: 'network-only' });
      await expect(read()).resolves.toMatchObject({ data: { greeting: 'from the server' } });
      expect(fetchMock).not.toHaveBeenCalled();
      await client.mutate({ mutation: gql`mutation Greet { greet }` });
      expect(client.prioritizeCacheValues).toBe(false);
      await expect(read()).resolves.toMatchObject({ data: { greeting: 'after the change' } });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('adds the server\'s results to a client that was already on its way', async () => {
    const data = createDataLayer({ apiUrl: 'http://api.test/graphql', wsUrl: 'ws://api.test/graphql' });
    const loading = data.client();
    await data.restore(serverCache('late'));
    expect((await loading).readQuery({ query: GREETING })).toEqual({ greeting: 'late' });
  });

  it("starts from a page's loader data primed before the client arrives, and answers from it while the page settles", async () => {
    const data = createDataLayer({ apiUrl: 'http://api.test/graphql', wsUrl: 'ws://api.test/graphql' });
    data.prime(async (client) => {
      await Promise.resolve();
      client.writeQuery({ query: GREETING, data: { greeting: 'from the loader' } });
    });
    const client = await data.client();
    expect(client.readQuery({ query: GREETING })).toEqual({ greeting: 'from the loader' });
    expect(client.prioritizeCacheValues).toBe(true);
    // Once the client is there, the loaders read through it: nothing more is written.
    const late = jest.fn<() => void>();
    data.prime(late);
    expect(late).not.toHaveBeenCalled();
  });

  it('hands a client out even when a primed write fails', async () => {
    const data = createDataLayer({ apiUrl: 'http://api.test/graphql', wsUrl: 'ws://api.test/graphql' });
    data.prime(() => Promise.reject(new Error('chunk failed to load')));
    await expect(data.ready()).resolves.toBeUndefined();
  });

  it("on the server, a loader's own client leaves the page's cache (and the page) without Apollo Client", async () => {
    const serverFetch = jest.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { greeting: 'hello' } }), { headers: { 'content-type': 'application/json' } })),
    );
    const data = createDataLayer({ apiUrl: 'http://gateway.internal/graphql', wsUrl: 'ws://unused', serverFetch });
    const client = await data.loaderClient();
    await expect(client.query({ query: GREETING })).resolves.toMatchObject({ data: { greeting: 'hello' } });
    expect(await data.loaderClient()).toBe(client);
    expect(data.loaded()).toBeNull();
    // In the browser it is the page's client.
    const browser = createDataLayer({ apiUrl: 'http://api.test/graphql', wsUrl: 'ws://api.test/graphql' });
    expect(await browser.loaderClient()).toBe(browser.loaded());
  });

  it('on the server, sends operations with the given fetch and no credentials', async () => {
    const serverFetch = jest.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ data: { greeting: 'hello' } }), { headers: { 'content-type': 'application/json' } })),
    );
    const data = createDataLayer({ apiUrl: 'http://gateway.internal/graphql', wsUrl: 'ws://unused', serverFetch });
    const client = await data.client();
    await expect(client.query({ query: GREETING })).resolves.toMatchObject({ data: { greeting: 'hello' } });
    const [url, init] = serverFetch.mock.calls[0]!;
    expect(url).toBe('http://gateway.internal/graphql');
    expect(init?.credentials).toBeUndefined();
    expect(new Headers(init?.headers).has('cookie')).toBe(false);
    expect(client.extract()).toEqual(serverCache('hello'));
  });
});
