import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
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

  it.each([
    ['one more character', 2001, 'must be at most 2000 characters'],
    ['900 KB', 900_000, 'must be at most 100000 characters'],
  ])('refuses %s as BAD_USER_INPUT naming the about, adding and changing nothing', async (_, length, message) => {
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
