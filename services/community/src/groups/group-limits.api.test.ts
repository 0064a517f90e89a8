import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService, tooLongCases } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { communityService } from '../service.ts';
import { addGroup, member, SAVE_GROUP, unique } from './groups.testing.ts';

// Issue 24: a group's about took 900 KB (item 8), and a NUL in a string argument was
// INTERNAL_SERVER_ERROR (item 6). Both are BAD_USER_INPUT naming the field, and nothing is written.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const SEARCH = graphql(`query GroupsSearchGuarded($search: String) { groups(search: $search) { results { id } } }`);

const stored = async (id: string) => (await t.sql<{ name: string; about: string | null }>('select name, about from app_group where id = ?', [id]))[0];

describe("a group's about", () => {
  it(`takes ${maxLength.about} characters, on ADD and on EDIT`, async () => {
    const admin = member();
    const about = 'a'.repeat(2000);
    const group = await addGroup(t, admin, { about });
    expect(group.about).toBe(about);
    const edited = dataOf(await t.run(admin, SAVE_GROUP, { id: group.id, about: `b${about.slice(1)}`, mutationType: 'EDIT' }));
    expect(edited.group?.about).toBe(`b${about.slice(1)}`);
  });

  it.each(tooLongCases(2000))('refuses %s as BAD_USER_INPUT naming the about, adding and changing nothing', async (_, length, message) => {
    const admin = member();
    const kept = await addGroup(t, admin, { about: 'We read Romans together' });
    const groups = await t.count('app_group');
    const about = 'a'.repeat(length);
    for (const answer of [
      await t.run(admin, SAVE_GROUP, { name: `Bible Study ${unique()}`, about, mutationType: 'ADD' }),
      await t.run(admin, SAVE_GROUP, { id: kept.id, about, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ about: message });
    }
    expect(await t.count('app_group')).toBe(groups);
    expect((await stored(kept.id))?.about).toBe('We read Romans together');
  });
});

describe('a NUL in a string argument', () => {
  it("is BAD_USER_INPUT naming the field in a group's name and about, and nothing is written", async () => {
    const admin = member();
    const kept = await addGroup(t, admin, { name: `Elders ${unique()}` });
    const groups = await t.count('app_group');
    const added = await t.run(admin, SAVE_GROUP, { name: `Bible\u0000Study ${unique()}`, mutationType: 'ADD' });
    expect(errorCodes(added)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(added)).toEqual({ name: 'must not contain control characters' });
    const edited = await t.run(admin, SAVE_GROUP, { id: kept.id, about: 'We\u0000pray', mutationType: 'EDIT' });
    expect(errorCodes(edited)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(edited)).toEqual({ about: 'must not contain control characters' });
    expect(await t.count('app_group')).toBe(groups);
    expect(await stored(kept.id)).toEqual({ name: kept.name, about: null });
  });

  it("is BAD_USER_INPUT naming the search in an anonymous visitor's search of groups", async () => {
    const answer = await t.run(anonymousViewer, SEARCH, { search: 'bible\u0000study' });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ search: 'must not contain control characters' });
  });
});

// Issue 24: a group's country, state and city took 10,000 characters; each is `shortText` (500).
describe("a group's place", () => {
  const storedCity = async (id: string) => (await t.sql<{ location_city: string | null }>('select location_city from app_group where id = ?', [id]))[0]?.location_city;

  it(`takes ${maxLength.shortText} characters of country, state and city, on ADD and on EDIT`, async () => {
    const admin = member();
    const location = { country: 'c'.repeat(500), state: 's'.repeat(500), city: 't'.repeat(500) };
    const group = await addGroup(t, admin, { location });
    expect(group.location).toMatchObject(location);
    const edited = dataOf(await t.run(admin, SAVE_GROUP, { id: group.id, location: { ...location, city: 'u'.repeat(500) }, mutationType: 'EDIT' }));
    expect(edited.group?.location).toMatchObject({ ...location, city: 'u'.repeat(500) });
  });

  it.each(['country', 'state', 'city'])('refuses a %s of 501 characters as BAD_USER_INPUT naming it, adding and changing nothing', async (field) => {
    const admin = member();
    const kept = await addGroup(t, admin, { location: { city: 'Ephesus' } });
    const groups = await t.count('app_group');
    const location = { city: 'Smyrna', [field]: 'x'.repeat(501) };
    for (const answer of [
      await t.run(admin, SAVE_GROUP, { name: `Bible Study ${unique()}`, location, mutationType: 'ADD' }),
      await t.run(admin, SAVE_GROUP, { id: kept.id, location, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ [`location.${field}`]: 'must be at most 500 characters' });
    }
    expect(await t.count('app_group')).toBe(groups);
    expect(await storedCity(kept.id)).toBe('Ephesus');
  });
});
