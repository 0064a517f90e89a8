import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './load.ts';

type Message = Record<string, unknown>;

/** A child process of the benchmark (see bench-child.ts), talked to by messages. */
export interface BenchChild {
  next<T extends Message>(): Promise<T>;
  send(message: Message): void;
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./bench-child.ts', import.meta.url));

/** A gateway, the replaying subgraphs, a load generator or the fan-out's sockets, with its own event loop. */
export function benchChild(mode: '--serve' | '--replay' | '--load' | '--fanout', argument: unknown, env: Record<string, string> = {}): BenchChild {
  const proc = fork(entry, [mode, JSON.stringify(argument)], { env: { ...process.env, ...env } });
  const inbox: Message[] = [];
  const waiting: { resolve: (message: Message) => void; reject: (error: Error) => void }[] = [];
  let exitCode: number | null = null;
  const gone = (): Error => new Error(`the ${mode} child exited (code ${exitCode}) before answering`);
  proc.on('message', (message: Message) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(message);
    else inbox.push(message);
  });
  const exited = new Promise<void>((resolve) =>
    proc.once('exit', (code) => {
      exitCode = code ?? 1;
      for (const waiter of waiting.splice(0)) waiter.reject(gone());
      resolve();
    }),
  );
  // A child that already finished cannot be told to stop; that is not an error.
  proc.on('error', () => {});
  return {
    next: <T extends Message>() =>
      new Promise<T>((resolve, reject) => {
        const ready = inbox.shift();
        if (ready) resolve(ready as T);
        else if (exitCode !== null) reject(gone());
        else waiting.push({ resolve: resolve as (message: Message) => void, reject });
      }),
    send: (message) => proc.send(message),
    stop: async () => {
      if (proc.connected) proc.send({ type: 'stop' });
      await exited;
    },
  };
}

/** One load run in its own process. */
export async function runLoadApart(spec: LoadSpec): Promise<LoadResult> {
  const load = benchChild('--load', spec);
  const result = await load.next<LoadResult & Message>();
  await load.stop();
  return result;
}

/** A gateway child's CPU time so far, in milliseconds. */
export async function cpuTimeOf(gateway: BenchChild): Promise<number> {
  gateway.send({ type: 'cpu' });
  return (await gateway.next<{ cpuMs: number }>()).cpuMs;
}
