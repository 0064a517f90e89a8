import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defineEntity, p } from '@mikro-orm/core';
import { createLogger } from '../logger.ts';
import { emptyPage, namePosition, type Page } from '../pagination.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { findNamePage } from './name-page.ts';
import { startServiceOrm, type MikroORM } from './orm.ts';

const Thing = defineEntity({
  name: 'Thing',
  tableName: 'thing',
  properties: { id: p.uuid().primary(), name: p.string(), kind: p.string() },
});

// Real PostgreSQL: the order and the keyset condition are SQL.
let db: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  db = await createTestDatabase('kit_name_page');
  orm = await startServiceOrm({ name: 'kit-name-page', databaseUrl: db.url, entities: [Thing], migrations: [], logger: createLogger('kit', 'silent') });
  const em = orm.em.fork();
  await em.execute('create table thing (id uuid primary key, name text not null, kind text not null)');
  // Two "Bethel" rows: the id breaks the tie, so neither is skipped or repeated across pages.
  const rows = [
    ['00000000-0000-4000-8000-000000000003', 'Bethel', 'church'],
    ['00000000-0000-4000-8000-000000000001', 'Bethel', 'church'],
    ['00000000-0000-4000-8000-000000000002', 'Antioch', 'church'],
    ['00000000-0000-4000-8000-000000000004', 'Corinth', 'school'],
    ['00000000-0000-4000-8000-000000000005', 'Derbe', 'church'],
  ];
  for (const row of rows) await em.execute('insert into thing (id, name, kind) values (?, ?, ?)', row);
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

const idsOf = (page: Page<{ id: string }>): string[] => page.results.map((row) => row.id.slice(-1));

describe('findNamePage', () => {
  it('pages by name then id, the cursor of each page leading to the next, none after the last', async () => {
    const em = orm.em.fork();
    const first = await findNamePage(em, Thing, [], null, 2);
    expect(idsOf(first)).toEqual(['2', '1']);
    expect(first.hasNextPage).toBe(true);
    const second = await findNamePage(em, Thing, [], namePosition(first.cursor), 2);
    expect(idsOf(second)).toEqual(['3', '4']);
    const last = await findNamePage(em, Thing, [], namePosition(second.cursor), 2);
    expect(last).toMatchObject({ hasNextPage: false, cursor: null });
    expect(idsOf(last)).toEqual(['5']);
  });

  it('keeps only the rows matching every condition', async () => {
    const em = orm.em.fork();
    const page = await findNamePage(em, Thing, [{ kind: 'church' }, { name: { $ne: 'Antioch' } }], null, 10);
    expect(idsOf(page)).toEqual(['1', '3', '5']);
    expect(page).toMatchObject({ hasNextPage: false, cursor: null });
  });
});

describe('emptyPage', () => {
  it('has no results and no next page', () => {
    expect(emptyPage()).toEqual({ results: [], hasNextPage: false, cursor: null });
  });
});
