import type { Logger } from './logger.ts';
import type { BackgroundWorker } from './service.ts';

/**
 * Background work done in passes (sweeps, purges, delivery queues): the first pass as the worker
 * starts, the next `intervalMs` after the previous one ended, so a process never runs two at once
 * (replicas share the work through their rows, `for update skip locked`). A failed pass is logged
 * and the next one comes as usual. `stop` waits for a pass under way.
 */
export function periodicWorker(options: { component: string; intervalMs: number; logger: Logger; pass: () => Promise<unknown> }): BackgroundWorker {
  const { intervalMs, pass } = options;
  const log = options.logger.child({ component: options.component });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const schedule = (delay: number): void => {
    timer = setTimeout(() => {
      timer = null;
      running = pass()
        .catch((error: unknown) => log.error({ err: error }, 'pass failed; trying again at the next one'))
        .finally(() => {
          running = null;
          if (!stopped) schedule(intervalMs);
        });
    }, delay);
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
