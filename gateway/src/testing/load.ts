import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface LoadSpec {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly connections: number;
  readonly durationSeconds: number;
  /** Seconds of load before the measured run (0: none, when the caller warmed the target up). */
  readonly warmupSeconds: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly requests: number;
  /** Non-2xx responses, errors and timeouts: a run with any is not a fair figure. */
  readonly failures: number;
}

/** The value below which `p` of the sorted samples fall (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/**
 * One autocannon run (after a warm-up, if asked): requests per second and latency percentiles
 * from every response's own time, since autocannon's histogram has no p95.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const options = {
    url: spec.url,
    method: 'POST' as const,
    headers: { ...spec.headers },
    body: spec.body,
    connections: spec.connections,
  };
  if (spec.warmupSeconds > 0) await autocannon({ ...options, duration: spec.warmupSeconds });
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: spec.durationSeconds }, (error, finished) =>
      error ? reject(error as Error) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export interface FanOut {
  /**
   * The next event: `delivered` resolves with each socket's delivery time (ms from the event's
   * `sentAt`) once every socket has it; `sofar` gives the times of those that have it already.
   */
  nextEvent(): { delivered: Promise<number[]>; sofar(): readonly number[] };
  close(): Promise<void>;
}

/** `sockets` graphql-ws clients of the gateway, each subscribed to `query` as the browser with `cookie`. */
export function subscribeMany(options: { url: string; cookie: string; query: string; sockets: number }): FanOut {
  let pending: { times: number[]; resolve: (times: number[]) => void } | null = null;
  const clients = Array.from({ length: options.sockets }, () =>
    createClient({
      url: options.url.replace(/^http/, 'ws'),
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: options.cookie } });
        }
      },
    }),
  );
  for (const client of clients) {
    client.subscribe<{ pinged: { sentAt: string } }>(
      { query: options.query },
      {
        next: (result) => {
          if (!pending || !result.data) return;
          pending.times.push(Date.now() - Date.parse(result.data.pinged.sentAt));
          if (pending.times.length === options.sockets) pending.resolve(pending.times);
        },
        error: () => {},
        complete: () => {},
      },
    );
  }
  return {
    nextEvent: () => {
      const times: number[] = [];
      return { delivered: new Promise((resolve) => (pending = { times, resolve })), sofar: () => times };
    },
    close: async () => {
      for (const client of clients) await client.dispose();
    },
  };
}
