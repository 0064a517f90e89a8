import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Migration } from '@mikro-orm/migrations';
import pg from 'pg';
import { serviceDatabaseUrl } from '../db/database-url.ts';
import { startServiceOrm } from '../db/orm.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type MigratedSchema, type TestDatabase } from './database.ts';
import { templateName } from './template-database.ts';

// A schema of this file's own, so its templates are made and dropped here alone.
const family = `templated_${randomBytes(3).toString('hex')}`;
class Notes extends Migration {
  override up(): void {
    this.addSql('create table note (id int primary key, body text not null)');
  }
}
class NoteTags extends Migration {
  override up(): void {
    this.addSql('alter table note add column tag text');
  }
}
class NotesWithTitles extends Migration {
  override up(): void {
    this.addSql('create table note (id int primary key, title text not null)');
  }
}
const schema = (migrations: MigratedSchema['migrations']): MigratedSchema => ({ name: family, entities: [], migrations });
const notes = schema([{ name: '0001-notes', class: Notes }]);

const databases: TestDatabase[] = [];
const create = async (s: MigratedSchema): Promise<TestDatabase> => {
  const db = await createTestDatabase('template_test', s);
  databases.push(db);
  return db;
};

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}
const server = (): string => serviceDatabaseUrl(process.env['DATABASE_URL']!, 'postgres');
const templates = async (): Promise<string[]> =>
  (await query<{ datname: string }>(server(), `select datname from pg_database where datname like 'tpl_${family}%' order by datname`)).map((r) => r.datname);

afterAll(async () => {
  for (const db of databases) await db.drop();
  for (const name of await templates()) {
    await query(server(), `alter database "${name}" with is_template false`);
    await query(server(), `drop database "${name}" with (force)`);
  }
});

describe('test databases from a migrated template', () => {
  it('gives each test file its own database, copied from one migration of the template', async () => {
    const [one, two] = [await create(notes), await create(notes)];
    expect(one.url).not.toBe(two.url);
    expect(await templates()).toEqual([await templateName(notes)]);
    const [template] = await query<{ datistemplate: boolean; datallowconn: boolean }>(
      server(),
      `select datistemplate, datallowconn from pg_database where datname = '${await templateName(notes)}'`,
    );
    expect(template).toEqual({ datistemplate: true, datallowconn: false });

    // Both carry the template's record of its migrations, made once, to the microsecond.
    const applied = (url: string) => query<{ name: string; executed_at: Date }>(url, 'select name, executed_at from mikro_orm_migrations order by id');
    const [first, second] = [await applied(one.url), await applied(two.url)];
    expect(first.map((m) => m.name)).toEqual(['kit-0001-event-tables', '0001-notes']);
    expect(second).toEqual(first);

    // The service's own start-up finds nothing to migrate, and the copies do not share rows.
    const orm = await startServiceOrm({ name: family, databaseUrl: one.url, entities: [], migrations: notes.migrations, logger: createLogger(family, 'silent') });
    expect(await orm.migrator.getPending()).toEqual([]);
    await orm.close();
    await query(one.url, "insert into note values (1, 'only in one')");
    expect(await query(two.url, 'select * from note')).toEqual([]);
  });

  it('makes a new template, and drops the old one, when a migration is added or changed', async () => {
    await create(notes);
    const added = schema([...notes.migrations, { name: '0002-note-tags', class: NoteTags }]);
    const changed = schema([{ name: '0001-notes', class: NotesWithTitles }]);
    const names = [await templateName(notes), await templateName(added), await templateName(changed)];
    expect(new Set(names).size).toBe(3);

    const tagged = await create(added);
    expect(await templates()).toEqual([names[1]]);
    expect(await query(tagged.url, "insert into note values (1, 'a body', 'a tag') returning tag")).toEqual([{ tag: 'a tag' }]);

    const titled = await create(changed);
    expect(await templates()).toEqual([names[2]]);
    const columns = await query<{ column_name: string }>(titled.url, "select column_name from information_schema.columns where table_name = 'note' order by column_name");
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'title']);
  });

  it('makes commits on test databases wait for no disk', async () => {
    const db = await createTestDatabase('template_test');
    databases.push(db);
    expect(await query(db.url, 'show synchronous_commit')).toEqual([{ synchronous_commit: 'off' }]);
  });
});
