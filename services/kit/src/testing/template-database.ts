import { createHash } from 'node:crypto';
import type { Constructor, EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type pg from 'pg';
import { databaseNameOf, serviceDatabaseUrl } from '../db/database-url.ts';
import { startServiceOrm } from '../db/orm.ts';
import { KitEventTables } from '../events/migration.ts';
import { createLogger } from '../logger.ts';

/** What a test database is migrated with; a `ServiceDefinition` is one. */
export interface MigratedSchema {
  readonly name: string;
  readonly entities: readonly EntitySchema[];
  readonly migrations: readonly { name: string; class: Constructor<Migration> }[];
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const familyOf = (schema: MigratedSchema): string => `tpl_${schema.name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;

/**
 * The SQL a migration adds, as text; for one whose `up()` needs a database to say (it runs
 * `this.execute`, say), its source. Migrations are constructed without a driver, which `addSql` needs not.
 */
async function textOf(MigrationClass: Constructor<Migration>): Promise<string> {
  const migration = new MigrationClass();
  try {
    await migration.up();
  } catch {
    return MigrationClass.toString();
  }
  const queries = migration.getQueries();
  return queries.every((query) => typeof query === 'string') ? queries.join(';\n') : MigrationClass.toString();
}

/**
 * The template's name: the schema's name and a hash of each migration's name and SQL (kit's event
 * tables first, as `startServiceOrm` applies them), so a migration added or changed names a new one.
 */
export async function templateName(schema: MigratedSchema): Promise<string> {
  const hash = createHash('sha256');
  for (const { name, class: MigrationClass } of [{ name: 'kit-0001-event-tables', class: KitEventTables }, ...schema.migrations]) {
    hash.update(`${name}\n${await textOf(MigrationClass)}\n`);
  }
  return `${familyOf(schema)}_${hash.digest('hex').slice(0, 12)}`;
}

/**
 * Creates database `name` as a copy of the schema's template on `server`, through `client` (connected
 * to its maintenance database), first migrating the template if this server has none for these
 * migrations, and dropping the schema's templates for other migrations. Migrating once per server
 * and copying per test file replaces running every migration for every file. The template is
 * marked as one and refuses connections, since PostgreSQL copies only a database nobody is in; an
 * advisory lock per schema makes jest's workers (and runs sharing a server) wait for one another,
 * so a template is never copied while it is migrated or dropped.
 */
export async function createFromTemplate(client: pg.Client, server: string, name: string, schema: MigratedSchema): Promise<void> {
  const template = await templateName(schema);
  const lock = `koinonia-test-template:${familyOf(schema)}`;
  await client.query('select pg_advisory_lock(hashtext($1))', [lock]);
  try {
    const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
      'select datname, datistemplate from pg_database where datname ~ $1',
      [`^${familyOf(schema)}_[0-9a-f]{12}$`],
    );
    let ready = false;
    for (const row of rows) {
      if (row.datname === template && row.datistemplate) ready = true;
      // Another migration set's template, or this one's left half-made by a run that died.
      else await dropTemplate(client, row.datname);
    }
    if (!ready) await migrateTemplate(client, serviceDatabaseUrl(server, template), schema);
    await client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [lock]);
  }
}

async function migrateTemplate(client: pg.Client, url: string, schema: MigratedSchema): Promise<void> {
  const orm = await startServiceOrm({
    name: schema.name,
    databaseUrl: url,
    entities: schema.entities,
    migrations: schema.migrations,
    logger: createLogger(`${schema.name}-template`, 'silent'),
    poolSize: 1,
  });
  await orm.close();
  await client.query(`alter database ${quoteIdent(databaseNameOf(url))} with is_template true allow_connections false`);
}

async function dropTemplate(client: pg.Client, name: string): Promise<void> {
  await client.query(`alter database ${quoteIdent(name)} with is_template false`);
  await client.query(`drop database ${quoteIdent(name)} with (force)`);
}
