import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService, tooLongCases } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { signUp } from '../users/users.testing.ts';

// Issue 24, item 8: a position's description took 900 KB. It takes @koinonia/validation's `description` (2000) and no more;
// its type and ministry area, which took 10,000 characters, are `shortText` (500).
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const EXPERIENCE = graphql(`
  mutation ExperienceDescription(
    $id: ID, $type: String, $opportunityType: String, $jobTitle: String, $description: String, $startDate: DateTime, $mutationType: MutationType!
  ) {
    experience(
      id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, description: $description, startDate: $startDate,
      mutationType: $mutationType
    ) { id type opportunityType description }
  }
`);

const START = new Date('2019-09-01T00:00:00Z');
const position = { jobTitle: 'Youth Pastor', startDate: START };
const positionsOf = (userId: string) => t.count('experience', 'user_id = ?', [userId]);

describe("a position's description", () => {
  it(`takes ${maxLength.description} characters, on ADD and on EDIT`, async () => {
    const { viewer } = await signUp(t);
    const description = 'd'.repeat(2000);
    const added = dataOf(await t.run(viewer, EXPERIENCE, { ...position, description, mutationType: 'ADD' })).experience;
    expect(added?.description).toBe(description);
    const edited = dataOf(await t.run(viewer, EXPERIENCE, { ...position, id: added!.id, description: `e${description.slice(1)}`, mutationType: 'EDIT' }));
    expect(edited.experience?.description).toBe(`e${description.slice(1)}`);
  });

  it.each(tooLongCases(2000))('refuses %s as BAD_USER_INPUT naming the description, adding and changing nothing', async (_, length, message) => {
    const { user, viewer } = await signUp(t);
    const kept = dataOf(await t.run(viewer, EXPERIENCE, { ...position, description: 'Led the youth group', mutationType: 'ADD' })).experience!;
    const description = 'd'.repeat(length);
    for (const answer of [
      await t.run(viewer, EXPERIENCE, { ...position, description, mutationType: 'ADD' }),
      await t.run(viewer, EXPERIENCE, { ...position, id: kept.id, description, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ description: message });
    }
    expect(await positionsOf(user.id)).toBe(1);
    const [stored] = await t.sql<{ description: string | null }>('select description from experience where id = ?', [kept.id]);
    expect(stored?.description).toBe('Led the youth group');
  });
});

describe("a position's type and ministry area", () => {
  it(`take ${maxLength.shortText} characters each, on ADD and on EDIT`, async () => {
    const { viewer } = await signUp(t);
    const long = 't'.repeat(500);
    const added = dataOf(await t.run(viewer, EXPERIENCE, { ...position, type: long, opportunityType: long, mutationType: 'ADD' })).experience!;
    expect(added).toMatchObject({ type: long, opportunityType: long });
    const edited = dataOf(await t.run(viewer, EXPERIENCE, { ...position, id: added.id, type: 'Full-time', opportunityType: long, mutationType: 'EDIT' }));
    expect(edited.experience).toMatchObject({ type: 'Full-time', opportunityType: long });
  });

  it.each(['type', 'opportunityType'])('refuse a %s of 501 characters as BAD_USER_INPUT naming it, adding and changing nothing', async (field) => {
    const { user, viewer } = await signUp(t);
    const kept = dataOf(await t.run(viewer, EXPERIENCE, { ...position, type: 'Full-time', opportunityType: 'Pastoral', mutationType: 'ADD' })).experience!;
    const long = { [field]: 't'.repeat(501) };
    for (const answer of [
      await t.run(viewer, EXPERIENCE, { ...position, ...long, mutationType: 'ADD' }),
      await t.run(viewer, EXPERIENCE, { ...position, ...long, id: kept.id, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ [field]: 'must be at most 500 characters' });
    }
    expect(await positionsOf(user.id)).toBe(1);
    const [stored] = await t.sql<{ type: string | null; opportunity_type: string | null }>('select type, opportunity_type from experience where id = ?', [kept.id]);
    expect(stored).toEqual({ type: 'Full-time', opportunity_type: 'Pastoral' });
  });
});
