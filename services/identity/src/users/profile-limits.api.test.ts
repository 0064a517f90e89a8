import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService, tooLongCases } from '@koinonia/kit/testing';
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
  it.each(tooLongCases(2000))('refuses %s as BAD_USER_INPUT naming the about, and keeps the one stored', async (_, length, message) => {
    const { user, viewer } = await signUp(t);
    dataOf(await t.run(viewer, UPDATE_ABOUT, { input: { firstName: 'Lydia', lastName: 'Purple', about: 'Seller of purple' } }));
    const answer = await t.run(viewer, UPDATE_ABOUT, { input: { firstName: 'Lydia', lastName: 'Purple', about: 'a'.repeat(length) } });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ about: message });
    expect(await storedAbout(user.id)).toBe('Seller of purple');
  });
});

// Issue 24: a profile's language and place took any text kit's rules allowed (10,000 characters);
// each is @koinonia/validation's `shortText` (500).
describe("a profile's language and place", () => {
  const names = { firstName: 'Lydia', lastName: 'Purple' };
  const storedPlace = async (userId: string) =>
    (
      await t.sql<{ language: string | null; city: string | null }>(
        'select p.language, l.city from app_user u join profile p on p.user_id = u.id left join location l on l.id = u.location_id where u.id = ?',
        [userId],
      )
    )[0];

  it(`take ${maxLength.shortText} characters each`, async () => {
    const { user, viewer } = await signUp(t);
    const long = 's'.repeat(500);
    dataOf(await t.run(viewer, UPDATE_ABOUT, { input: { ...names, language: long, location: { country: long, state: long, city: long } } }));
    expect(await storedPlace(user.id)).toEqual({ language: long, city: long });
  });

  it.each(['language', 'country', 'state', 'city'])('refuse a %s of 501 characters as BAD_USER_INPUT naming it, and keep the one stored', async (field) => {
    const { user, viewer } = await signUp(t);
    dataOf(await t.run(viewer, UPDATE_ABOUT, { input: { ...names, language: 'Greek', location: { city: 'Thyatira' } } }));
    const long = 's'.repeat(501);
    const input = field === 'language' ? { ...names, language: long } : { ...names, location: { [field]: long } };
    const answer = await t.run(viewer, UPDATE_ABOUT, { input });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ [field === 'language' ? field : `location.${field}`]: 'must be at most 500 characters' });
    expect(await storedPlace(user.id)).toEqual({ language: 'Greek', city: 'Thyatira' });
  });
});
