import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { signUp } from './users.testing.ts';

// Issue 24, item 8: a profile's about took 900 KB. It takes @koinonia/validation's `about` (2000) and no more.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const UPDATE_ABOUT = graphql(`
  mutation UpdateProfileAbout($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id profile { about } } }
`);

const storedAbout = async (userId: string) => (await t.sql<{ about: string | null }>('select about from profile where user_id = ?', [userId]))[0]?.about;

describe("a profile's about", () => {
  it(`takes ${maxLength.about} characters`, async () => {
    const { user, viewer } = await signUp(t);
    const about = 'a'.repeat(2000);
    const answer = await t.run(viewer, UPDATE_ABOUT, { input: { firstName: 'Lydia', lastName: 'Purple', about } });
    expect(dataOf(answer).updateUserProfile.profile?.about).toBe(about);
    expect(await storedAbout(user.id)).toBe(about);
  });

  // The use case (2001) and kit's argument guard, which refuses 900 KB before it, both name the
  // field of `input` as the form places it: `about`.
  it.each([
    ['one more character', 2001, 'must be at most 2000 characters'],
    ['900 KB', 900_000, 'must be at most 100000 characters'],
  ])('refuses %s as BAD_USER_INPUT naming the about, and keeps the one stored', async (_, length, message) => {
    const { user, viewer } = await signUp(t);
    dataOf(await t.run(viewer, UPDATE_ABOUT, { input: { firstName: 'Lydia', lastName: 'Purple', about: 'Seller of purple' } }));
    const answer = await t.run(viewer, UPDATE_ABOUT, { input: { firstName: 'Lydia', lastName: 'Purple', about: 'a'.repeat(length) } });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ about: message });
    expect(await storedAbout(user.id)).toBe('Seller of purple');
  });
});
