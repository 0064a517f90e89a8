import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService, tooLongCases } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { addOrganization, member, ORGANIZATION, unique } from './organizations.testing.ts';

// Issue 24: an organization's about took 900 KB (item 8), and a NUL in a string argument was
// INTERNAL_SERVER_ERROR (item 6). Both are BAD_USER_INPUT naming the field, and nothing is written.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const storedAbout = async (id: string) => (await t.sql<{ about: string | null }>('select about from organization where id = ?', [id]))[0]?.about;
const newOrganization = () => {
  const name = `Grace Fellowship ${unique()}`;
  return { slug: name, name, type: 'Church', mutationType: 'ADD' as const };
};

describe("an organization's about", () => {
  it(`takes ${maxLength.about} characters, on ADD and on EDIT`, async () => {
    const admin = member();
    const about = 'a'.repeat(2000);
    const organization = await addOrganization(t, admin, { about });
    expect(organization.profile.about).toBe(about);
    const edited = dataOf(await t.run(admin, ORGANIZATION, { id: organization.id, about: `b${about.slice(1)}`, mutationType: 'EDIT' }));
    expect(edited.organization?.profile.about).toBe(`b${about.slice(1)}`);
  });

  it.each(tooLongCases(2000))('refuses %s as BAD_USER_INPUT naming the about, adding and changing nothing', async (_, length, message) => {
    const admin = member();
    const kept = await addOrganization(t, admin, { about: 'A church in the city' });
    const organizations = await t.count('organization');
    const about = 'a'.repeat(length);
    for (const answer of [
      await t.run(admin, ORGANIZATION, { ...newOrganization(), about }),
      await t.run(admin, ORGANIZATION, { id: kept.id, about, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ about: message });
    }
    expect(await t.count('organization')).toBe(organizations);
    expect(await storedAbout(kept.id)).toBe('A church in the city');
  });
});

describe('a NUL in a string argument', () => {
  it('is BAD_USER_INPUT naming the field, on ADD and on EDIT, and nothing is written', async () => {
    const admin = member();
    const kept = await addOrganization(t, admin, { slogan: 'Love one another' });
    const organizations = await t.count('organization');
    const added = await t.run(admin, ORGANIZATION, { ...newOrganization(), name: 'Grace\u0000Fellowship' });
    expect(errorCodes(added)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(added)).toEqual({ name: 'must not contain control characters' });
    const edited = await t.run(admin, ORGANIZATION, { id: kept.id, slogan: 'Love\u0000one another', mutationType: 'EDIT' });
    expect(errorCodes(edited)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(edited)).toEqual({ slogan: 'must not contain control characters' });
    expect(await t.count('organization')).toBe(organizations);
    const [stored] = await t.sql<{ slogan: string | null }>('select slogan from organization where id = ?', [kept.id]);
    expect(stored?.slogan).toBe('Love one another');
  });
});

// Issue 24: the page address, type and slogan took 10,000 characters. The address is made from the
// name and is as long (`name`, 100); the type and slogan are `shortText` (500).
describe("an organization's page address, type and slogan", () => {
  it(`take ${maxLength.name}, ${maxLength.shortText} and ${maxLength.shortText} characters, on ADD and on EDIT`, async () => {
    const admin = member();
    const slug = `${unique()}-${'a'.repeat(100)}`.slice(0, 100);
    const organization = await addOrganization(t, admin, { slug, type: 't'.repeat(500), slogan: 's'.repeat(500) });
    expect(organization).toMatchObject({ slug, type: 't'.repeat(500), slogan: 's'.repeat(500) });
    const edited = dataOf(await t.run(admin, ORGANIZATION, { id: organization.id, type: 'Church', slogan: 'z'.repeat(500), mutationType: 'EDIT' }));
    expect(edited.organization).toMatchObject({ type: 'Church', slogan: 'z'.repeat(500) });
  });

  it.each([
    ['slug', 101, 'must be at most 100 characters'],
    ['type', 501, 'must be at most 500 characters'],
    ['slogan', 501, 'must be at most 500 characters'],
  ])('refuse a %s of %d characters as BAD_USER_INPUT naming it, adding and changing nothing', async (field, length, message) => {
    const admin = member();
    const kept = await addOrganization(t, admin, { slogan: 'Love one another' });
    const organizations = await t.count('organization');
    const long = { [field]: 'a'.repeat(length) };
    for (const answer of [
      await t.run(admin, ORGANIZATION, { ...newOrganization(), ...long }),
      await t.run(admin, ORGANIZATION, { id: kept.id, ...long, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ [field]: message });
    }
    expect(await t.count('organization')).toBe(organizations);
    const [stored] = await t.sql<{ slug: string; type: string; slogan: string | null }>('select slug, type, slogan from organization where id = ?', [kept.id]);
    expect(stored).toEqual({ slug: kept.slug, type: 'Church', slogan: 'Love one another' });
  });
});
