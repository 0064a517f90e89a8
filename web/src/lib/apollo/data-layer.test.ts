import { describe, expect, it, jest } from '@jest/globals';
import { createDataLayer } from './data-layer.tsx';

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
});
