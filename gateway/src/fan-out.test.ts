import { describe, expect, it } from '@jest/globals';
import { fanOut } from './fan-out.ts';

const stream = () => {
  const emptied: number[] = [];
  const events = fanOut<{ n: number }>({ copy: (event) => ({ ...event }), onEmpty: () => emptied.push(1) });
  return { events, emptied };
};

describe('fanOut', () => {
  it('gives every subscriber the events pushed after it joined, each its own object', async () => {
    const { events } = stream();
    const early = events.join();
    events.push({ n: 1 });
    const late = events.join();
    const shared = { n: 2 };
    events.push(shared);
    events.end();
    expect(await early.next()).toEqual({ done: false, value: { n: 1 } });
    const [earlyTwo, lateTwo] = [await early.next(), await late.next()];
    expect([earlyTwo.value, lateTwo.value]).toEqual([{ n: 2 }, { n: 2 }]);
    expect(earlyTwo.value).not.toBe(lateTwo.value);
    expect((await early.next()).done).toBe(true);
    expect((await late.next()).done).toBe(true);
  });

  it('stops the source when its last subscriber leaves, and is then over for whoever joins', async () => {
    const { events, emptied } = stream();
    const [a, b] = [events.join(), events.join()];
    await a.return!();
    expect(emptied).toEqual([]);
    const waiting = b.next();
    await b.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(emptied).toEqual([1]);
    expect(events.over).toBe(true);
    expect((await events.join().next()).done).toBe(true);
  });

  it('throws the source\'s error to each subscriber once, then ends', async () => {
    const { events } = stream();
    const [a, b] = [events.join(), events.join()];
    const failure = new Error('the subgraph went away');
    events.end(failure);
    await expect(a.next()).rejects.toBe(failure);
    await expect(b.next()).rejects.toBe(failure);
    expect((await a.next()).done).toBe(true);
  });
});
