/**
 * Start-up after an unclean stop: a launcher (a child process here) starts embedded PostgreSQL on a
 * temporary data directory and is killed with SIGKILL, or leaves a stale `postmaster.pid`; the next
 * start on that directory must still work; and durability, on by default. Real PostgreSQL
 * processes; about 10 s in all. In CI's embedded-defaults job (`*.embedded.test.ts`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { freePort } from '../testing/global-setup.ts';
import { EmbeddedPostgresInUseError, startEmbeddedPostgres } from './embedded-postgres.ts';

let dir: string;
let dataDir: string;
let port: number;
const launchers: ChildProcess[] = [];
/** Every server pid a test saw, so that a failing test leaves no server behind. */
const servers = new Set<number>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-embedded-pg-'));
  await chmod(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its data
  dataDir = path.join(dir, 'data');
  port = await freePort();
  // The first start initialises the data directory (initdb); the tests then start on it again.
  await (await startEmbeddedPostgres({ dataDir, port })).stop();
}, 60_000);

afterAll(async () => {
  for (const child of launchers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const pid of servers) if (isAlive(pid)) process.kill(pid, 'SIGINT');
  await rm(dir, { recursive: true, force: true });
});

/** Another launcher: a Node process that starts the server and keeps it until SIGTERM. */
async function startLauncher(): Promise<ChildProcess> {
  const moduleUrl = new URL('./embedded-postgres.ts', import.meta.url).href;
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(moduleUrl)};
    const pg = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
    process.on('SIGTERM', () => void pg.stop().then(() => process.exit(0)));
    console.log('ready');
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  launchers.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the launcher exited (code ${code})`)));
  });
  return child;
}

async function postmasterPid(): Promise<number | null> {
  const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]) || null;
  if (pid) servers.add(pid);
  return pid;
}

/** Alive and not a zombie. */
const isAlive = (pid: number): boolean => {
  const ps = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 && !ps.stdout.trim().startsWith('Z');
};

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one === 1;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres after an unclean stop', () => {
  it('stops the server of a launcher killed with SIGKILL and starts a fresh one', async () => {
    const launcher = await startLauncher();
    const orphan = (await postmasterPid())!;
    launcher.kill('SIGKILL');
    await once(launcher, 'exit');
    expect(isAlive(orphan)).toBe(true); // the server outlived its launcher

    const handle = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(handle.reused).toBe(false);
      expect(isAlive(orphan)).toBe(false);
      expect(await postmasterPid()).not.toBe(orphan);
      expect(await answers(handle.url)).toBe(true);
    } finally {
      await handle.stop();
    }
  }, 60_000);

  it('reuses the server of a live launcher when asked, refuses it otherwise, and leaves it running', async () => {
    const launcher = await startLauncher();
    const server = await postmasterPid();
    const reused = await startEmbeddedPostgres({ dataDir, port: await freePort(), reuseRunning: true });
    expect(reused).toMatchObject({ reused: true, url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
    expect(await answers(reused.url)).toBe(true);
    await reused.stop();
    expect(await answers(reused.url)).toBe(true);

    await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(EmbeddedPostgresInUseError);
    expect(await postmasterPid()).toBe(server);

    launcher.kill('SIGTERM');
    await once(launcher, 'exit');
    expect(isAlive(server!)).toBe(false);
  }, 60_000);

  it('starts over a stale postmaster.pid, whether its process is gone or is now another program', async () => {
    const gone = spawnSync('true').pid;
    for (const pid of [gone, process.pid]) {
      await writeFile(
        path.join(dataDir, 'postmaster.pid'),
        [pid, dataDir, Math.floor(Date.now() / 1000), port, '/tmp', '127.0.0.1', '1 2', 'ready   ', ''].join('\n'),
      );
      const handle = await startEmbeddedPostgres({ dataDir, port });
      try {
        expect(await answers(handle.url)).toBe(true);
      } finally {
        await handle.stop();
      }
    }
  }, 60_000);
});

describe('startEmbeddedPostgres durability', () => {
  const settings = async (url: string): Promise<string[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const show = async (name: string) => (await client.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];
      return [await show('fsync'), await show('synchronous_commit'), await show('full_page_writes')].map(String);
    } finally {
      await client.end();
    }
  };

  it('keeps data durable by default (npm start), and not for throwaway data (tests)', async () => {
    for (const [durable, expected] of [[undefined, ['on', 'on', 'on']], [false, ['off', 'off', 'off']]] as const) {
      const handle = await startEmbeddedPostgres({ dataDir, port, ...(durable === undefined ? {} : { durable }) });
      try {
        expect(await settings(handle.url)).toEqual(expected);
      } finally {
        await handle.stop();
      }
    }
  }, 60_000);
});
