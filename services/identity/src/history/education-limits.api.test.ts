import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { signUp } from '../users/users.testing.ts';

// Issue 24: an education's degree and field of study took any text kit's rules allowed (10,000
// characters); they are @koinonia/validation's `shortText` (500), and its description is a
// `description` (2000), as a position's is.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const EDUCATION = graphql(`
  mutation EducationLimits($id: ID, $degree: String, $fieldOfStudy: String, $description: String, $startDate: DateTime, $mutationType: MutationType!) {
    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, description: $description, startDate: $startDate, mutationType: $mutationType) {
      id degree fieldOfStudy description
    }
  }
`);

const studies = { degree: 'M.Div.', fieldOfStudy: 'Greek', description: 'Koine and the Septuagint', startDate: new Date('2015-09-01T00:00:00Z') };
const recordsOf = (userId: string) => t.count('education', 'user_id = ?', [userId]);
const stored = async (id: string) =>
  (await t.sql<{ degree: string; field_of_study: string | null; description: string | null }>('select degree, field_of_study, description from education where id = ?', [id]))[0];

describe("an education's text", () => {
  it(`takes ${maxLength.shortText} characters of degree and field, ${maxLength.description} of description, on ADD and on EDIT`, async () => {
    const { viewer } = await signUp(t);
    const longest = { degree: 'd'.repeat(500), fieldOfStudy: 'f'.repeat(500), description: 'x'.repeat(2000) };
    const added = dataOf(await t.run(viewer, EDUCATION, { ...studies, ...longest, mutationType: 'ADD' })).education!;
    expect(added).toMatchObject(longest);
    const edited = dataOf(await t.run(viewer, EDUCATION, { ...studies, ...longest, id: added.id, degree: 'Th.M.', mutationType: 'EDIT' }));
    expect(edited.education).toMatchObject({ ...longest, degree: 'Th.M.' });
  });

  it.each([
    ['degree', 501, 'must be at most 500 characters'],
    ['fieldOfStudy', 501, 'must be at most 500 characters'],
    ['description', 2001, 'must be at most 2000 characters'],
  ])('refuses a %s of %d characters as BAD_USER_INPUT naming it, adding and changing nothing', async (field, length, message) => {
    const { user, viewer } = await signUp(t);
    const kept = dataOf(await t.run(viewer, EDUCATION, { ...studies, mutationType: 'ADD' })).education!;
    const long = { [field]: 'x'.repeat(length) };
    for (const answer of [
      await t.run(viewer, EDUCATION, { ...studies, ...long, mutationType: 'ADD' }),
      await t.run(viewer, EDUCATION, { ...studies, ...long, id: kept.id, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ [field]: message });
    }
    expect(await recordsOf(user.id)).toBe(1);
    expect(await stored(kept.id)).toEqual({ degree: 'M.Div.', field_of_study: 'Greek', description: 'Koine and the Septuagint' });
  });
});
