import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { startServiceOrm, type EntityManager, type MikroORM } from './orm.ts';
import { uniqueSlug } from './unique-slug.ts';

// Real PostgreSQL: the lock and the unique index are what is under test.
let db: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  db = await createTestDatabase('kit_unique_slug');
  orm = await startServiceOrm({ name: 'kit-unique-slug', databaseUrl: db.url, entities: [], migrations: [], logger: createLogger('kit', 'silent') });
  await orm.em.fork().execute('create table thing (id uuid primary key, slug text not null unique)');
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

let counter = 0;
const unique = (): string => `${Date.now().toString(36)}${(counter += 1)}`;

/** Stores a thing with a unique slug of `source`, in its own transaction, as a service would. */
const addThing = (source: string, options: { exceptId?: string; id?: string } = {}): Promise<string> =>
  orm.em.fork().transactional(async (em: EntityManager) => {
    const slug = await uniqueSlug(em, { table: 'thing', source, fallback: 'thing', exceptId: options.exceptId });
    const id = options.id ?? randomUUID();
    await em.execute('insert into thing (id, slug) values (?, ?) on conflict (id) do update set slug = excluded.slug', [id, slug]);
    return slug;
  });

describe('uniqueSlug', () => {
  it('applies the slug rule, then adds -2, -3... while taken', async () => {
    const name = `Grace Fellowship ${unique()}`;
    const base = name.toLowerCase().replaceAll(' ', '-');
    expect([await addThing(name), await addThing(name), await addThing(` ${name}!`)]).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('uses the fallback when the text has no letters or numbers', async () => {
    expect(await addThing('!!!')).toMatch(/^thing(-\d+)?$/);
  });

  it('does not count the renamed row’s own slug as taken', async () => {
    const name = `Renamed ${unique()}`;
    const id = randomUUID();
    const slug = await addThing(name, { id });
    expect(await addThing(name, { id, exceptId: id })).toBe(slug);
  });

  it('gives writers of one name at the same moment distinct slugs', async () => {
    const name = `Bible Study ${unique()}`;
    const slugs = await Promise.all(Array.from({ length: 5 }, () => addThing(name)));
    expect(new Set(slugs).size).toBe(5);
  });

  it('keeps a name ending in a number apart from the suffixes of another at the same moment', async () => {
    const name = `Elders ${unique()}`;
    // "Elders x" can become "elders-x-2", which is also the slug of "Elders x 2".
    const slugs = await Promise.all([addThing(name), addThing(name), addThing(`${name} 2`), addThing(`${name} 2`)]);
    expect(new Set(slugs).size).toBe(4);
  });

  it('refuses to run outside a transaction, where its lock would not hold', async () => {
    await expect(uniqueSlug(orm.em.fork(), { table: 'thing', source: 'x', fallback: 'thing' })).rejects.toThrow(/inside the transaction/);
  });
});
