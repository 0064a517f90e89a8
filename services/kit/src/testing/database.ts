import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase, serviceDatabaseUrl } from '../db/database-url.ts';

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh database on the test server, owned by one test file; drop it in `afterAll`. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run tests through jest (its global setup provides it)');
  const name = `test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const url = serviceDatabaseUrl(server, name);
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}
