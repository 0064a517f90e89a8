import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { conflict, DomainError } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { startServiceOrm, type MikroORM } from './orm.ts';
import { mapUniqueViolation } from './unique-violation.ts';

// Real PostgreSQL: the constraint names come from the database's own error.
let db: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  db = await createTestDatabase('kit_unique_violation');
  orm = await startServiceOrm({ name: 'kit-unique-violation', databaseUrl: db.url, entities: [], migrations: [], logger: createLogger('kit', 'silent') });
  await orm.em.fork().execute('create table member (email text constraint member_email_key unique, slug text constraint member_slug_key unique)');
  await orm.em.fork().execute(`insert into member values ('lydia@church.org', 'lydia')`);
});
afterAll(async () => {
  await orm?.close();
  await db?.drop();
});

const insert = (email: string, slug: string) => () =>
  orm.em.fork().execute('insert into member (email, slug) values (?, ?)', [email, slug]);
const emailTaken = () => conflict('An account with this e-mail already exists', [{ path: 'email', message: 'is already registered' }]);

describe('mapUniqueViolation', () => {
  it('turns a violation of a named constraint into its domain error', async () => {
    const error = await mapUniqueViolation(insert('lydia@church.org', 'other'), { member_email_key: emailTaken }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'CONFLICT', fields: [{ path: 'email', message: 'is already registered' }] });
  });

  it('lets a violation of another constraint through as it is', async () => {
    const error = await mapUniqueViolation(insert('priscilla@church.org', 'lydia'), { member_email_key: emailTaken }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(DomainError);
    expect((error as { constraint?: string }).constraint).toBe('member_slug_key');
  });

  it('returns what the work returns when nothing is violated', async () => {
    await expect(mapUniqueViolation(async () => 'stored', { member_email_key: emailTaken })).resolves.toBe('stored');
  });
});
