import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Gives a member a platform role (CONTENT_EDITOR, ADMIN) the way the seed does: a row in identity's
 * user_role. The browser tests' databases are made per run (test_browser_identity_<random>), and
 * other runs may share the server, so the row goes into the one database that holds this member.
 * Sessions carry platform roles from sign-in: sign in again afterwards.
 */
export async function grantPlatformRole(userId: string, role: 'CONTENT_EDITOR' | 'ADMIN'): Promise<void> {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the browser tests with `npm run test:browser`');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  let names: string[];
  try {
    const found = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'test_browser_identity_%'");
    names = found.rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
  for (const name of names) {
    const url = new URL(server);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      const user = await client.query('select 1 from app_user where id = $1', [userId]);
      if (user.rowCount === 1) {
        await client.query('insert into user_role (id, user_id, name, organization_id) values ($1, $2, $3, null)', [randomUUID(), userId, role]);
        return;
      }
    } catch {
      // A database being dropped by another run, or not migrated yet: not this member's.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`no browser-test identity database holds the member ${userId}`);
}
