import pg from 'pg';

/** The database a service uses on a server: `koinonia_<service>` unless overridden. */
export function serviceDatabaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const databaseNameOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

const maintenanceUrl = (url: string): string => serviceDatabaseUrl(url, 'postgres');

/** Creates the database named in `url` when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      // Identifiers cannot be parameters; the name is quoted and comes from configuration.
      await client.query(`create database "${name.replaceAll('"', '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently by another process
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  } finally {
    await client.end();
  }
}
