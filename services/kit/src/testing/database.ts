import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase, serviceDatabaseUrl } from '../db/database-url.ts';
import { createFromTemplate, quoteIdent, type MigratedSchema } from './template-database.ts';

export type { MigratedSchema };

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on the test server, owned by one test file; drop it in `afterAll`. With a
 * schema (a service's definition), it is a copy of that schema's migrated template, so the
 * service's migrations find nothing left to do; without one, it is empty. Its data is throwaway:
 * commits do not wait for the disk (`synchronous_commit=off`, a per-database setting that copies
 * do not inherit).
 */
export async function createTestDatabase(label: string, schema?: MigratedSchema): Promise<TestDatabase> {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run tests through jest (its global setup provides it)');
  const name = `test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: serviceDatabaseUrl(server, 'postgres') });
  await client.connect();
  try {
    if (schema) await createFromTemplate(client, server, name, schema);
    else await client.query(`create database ${quoteIdent(name)}`);
    await client.query(`alter database ${quoteIdent(name)} set synchronous_commit = off`);
  } finally {
    await client.end();
  }
  const url = serviceDatabaseUrl(server, name);
  return { url, drop: () => dropDatabase(url) };
}
