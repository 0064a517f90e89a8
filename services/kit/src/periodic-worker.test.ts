import { describe, expect, it } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from './logger.ts';
import { periodicWorker } from './periodic-worker.ts';

const logger = createLogger('periodic-worker-test', 'silent');

/** Resolves once `condition` holds, checking every few milliseconds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(2);
}

describe('periodicWorker', () => {
  it('runs one pass at a time, the first at start, and goes on after a failed pass', async () => {
    let inFlight = 0;
    let mostAtOnce = 0;
    let passes = 0;
    const worker = periodicWorker({
      component: 'test',
      intervalMs: 1,
      logger,
      pass: async () => {
        passes += 1;
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await sleep(5);
        inFlight -= 1;
        if (passes === 2) throw new Error('the database went away');
      },
    });
    worker.start();
    worker.start(); // a second start changes nothing
    await until(() => passes >= 4);
    await worker.stop();
    expect(mostAtOnce).toBe(1);
  });

  it('stops after the pass under way, and starts no other', async () => {
    let finished = 0;
    let started = 0;
    const worker = periodicWorker({
      component: 'test',
      intervalMs: 1,
      logger,
      pass: async () => {
        started += 1;
        await sleep(20);
        finished += 1;
      },
    });
    worker.start();
    await until(() => started === 1);
    await worker.stop();
    expect(finished).toBe(1);
    await sleep(30);
    expect(started).toBe(1);
  });
});
