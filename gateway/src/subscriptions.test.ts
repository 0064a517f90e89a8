import { describe, expect, it } from '@jest/globals';
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import { anonymousViewer } from '@koinonia/kit';
import { sharedByViewer } from './subscriptions.ts';

// sharedByViewer on its own: what the sockets of one viewer hear when their identical subscription
// runs once. The runtime's subscribe is stood in for by generators.

const argsOf = (params: unknown): ExecutionArgs => ({ contextValue: { viewer: anonymousViewer, params } }) as unknown as ExecutionArgs;

async function all(result: unknown): Promise<ExecutionResult[]> {
  const events: ExecutionResult[] = [];
  for await (const event of result as AsyncIterable<ExecutionResult>) events.push(event);
  return events;
}

describe('sharedByViewer', () => {
  it('runs identical subscriptions of one viewer once, and each socket hears every event', async () => {
    let runs = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const subscribe = sharedByViewer(async function* () {
      runs += 1;
      await released;
      yield { data: { n: 1 } };
      yield { data: { n: 2 } };
    } as never);
    const [a, b] = await Promise.all([subscribe(argsOf({ query: 'q' })), subscribe(argsOf({ query: 'q' }))]);
    release();
    expect(await Promise.all([all(a), all(b)])).toEqual([
      [{ data: { n: 1 } }, { data: { n: 2 } }],
      [{ data: { n: 1 } }, { data: { n: 2 } }],
    ]);
    expect(runs).toBe(1);
  });

  it('gives the socket that started it an answer that ends at once, and a later socket its own run (no endless retry)', async () => {
    let runs = 0;
    const subscribe = sharedByViewer(async function* () {
      runs += 1;
      yield { errors: [{ message: 'not a participant' }] };
    } as never);
    const refused = [{ errors: [{ message: 'not a participant' }] }];
    expect(await all(await subscribe(argsOf({ query: 'q' })))).toEqual(refused);
    expect(await all(await subscribe(argsOf({ query: 'q' })))).toEqual(refused);
    expect(runs).toBe(2);
  });
});
