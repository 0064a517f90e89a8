import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { PASSWORD, SIGN_IN, signUp, uniqueEmail } from './users.testing.ts';
import { graphql } from '../__generated__/documents/index.ts';

// Issue 24: input PostgreSQL refuses (NUL, 900 KB) was INTERNAL_SERVER_ERROR; invisible names passed "required".
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const USERS = graphql(`query UsersGuarded($search: String, $first: Int) { users(search: $search, first: $first) { results { id } } }`);

describe('bad input is BAD_USER_INPUT naming the field, and changes nothing', () => {
  it.each(['LOGIN', 'SIGN_UP'] as const)('refuses a NUL in the e-mail of %s', async (mutationType) => {
    const users = await t.count('app_user');
    const answer = await t.run(anonymousViewer, SIGN_IN, { firstName: 'Ruth', lastName: 'Moab', email: `ruth\u0000${uniqueEmail()}`, password: PASSWORD, mutationType });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ email: 'must not contain control characters' });
    expect(await t.count('app_user')).toBe(users);
  });

  it('refuses a 900 KB first name, a 101-character one and one of zero-width characters', async () => {
    const users = await t.count('app_user');
    const signUpWith = (firstName: string) =>
      t.run(anonymousViewer, SIGN_IN, { firstName, lastName: 'Moab', email: uniqueEmail(), password: PASSWORD, mutationType: 'SIGN_UP' });
    expect(fieldErrors(await signUpWith('R'.repeat(900_000)))).toEqual({ firstName: 'must be at most 100000 characters' });
    expect(fieldErrors(await signUpWith('R'.repeat(101)))).toEqual({ firstName: 'must be at most 100 characters' });
    expect(fieldErrors(await signUpWith('\u200B\u200C\u200D\u2060\uFEFF'))).toEqual({ firstName: 'required' });
    expect(await t.count('app_user')).toBe(users);
  });

  it('bounds searches and page sizes', async () => {
    const { viewer } = await signUp(t, {});
    expect(fieldErrors(await t.run(viewer, USERS, { search: Array.from({ length: 17 }, (_, i) => `w${i}`).join(' ') }))).toEqual({ search: 'must be at most 16 words' });
    expect(fieldErrors(await t.run(viewer, USERS, { search: 'a'.repeat(201) }))).toEqual({ search: 'must be at most 200 characters' });
    expect(fieldErrors(await t.run(viewer, USERS, { first: -1 }))).toEqual({ first: 'must be between 1 and 50' });
    expect(fieldErrors(await t.run(viewer, USERS, { first: 51 }))).toEqual({ first: 'must be between 1 and 50' });
  });
});
