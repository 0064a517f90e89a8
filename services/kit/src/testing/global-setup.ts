import { mkdtemp, rm } from 'node:fs/promises';
import { chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../db/embedded-postgres.ts';
import { startS3ProxyForTests, stopS3Proxy } from './s3proxy.ts';

const KEY = Symbol.for('koinonia.test.embeddedPostgres');
const S3_KEY = Symbol.for('koinonia.test.s3proxy');
type Holder = { handle: EmbeddedPostgresHandle; dir: string };

import { freePort } from '../free-port.ts';

export { freePort };

/**
 * Jest global setup: uses the PostgreSQL server in DATABASE_URL when set; otherwise starts one
 * embedded PostgreSQL for the whole run, without durability (its data dies with the run). Workers
 * inherit DATABASE_URL; each test file then creates its own database on that server (see
 * database.ts). S3Proxy is started too where Java runs (see s3proxy.ts).
 */
export default async function globalSetup(): Promise<void> {
  (globalThis as Record<symbol, boolean>)[S3_KEY] = startS3ProxyForTests();
  if (process.env['DATABASE_URL']) {
    console.log(`\ntests use PostgreSQL at DATABASE_URL`);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-test-pg-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const handle = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port, durable: false });
  process.env['DATABASE_URL'] = handle.url;
  (globalThis as Record<symbol, Holder>)[KEY] = { handle, dir };
  console.log(`\ntests use an embedded PostgreSQL on port ${port} (DATABASE_URL is unset)`);
}

export async function globalTeardown(): Promise<void> {
  if ((globalThis as Record<symbol, boolean | undefined>)[S3_KEY]) stopS3Proxy();
  const holder = (globalThis as Record<symbol, Holder | undefined>)[KEY];
  if (!holder) return;
  await holder.handle.stop();
  await rm(holder.dir, { recursive: true, force: true });
}
