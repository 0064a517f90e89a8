import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { ExperienceMutationVariables } from '../__generated__/documents/graphql.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, signUp, suspend } from '../users/users.testing.ts';

// A member's positions and education through GraphQL, as their owner, other members, visitors and admins.
let t: TestService<IdentityConfig>;
let admin: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  const { user, email } = await signUp(t, { firstName: 'Priscilla', lastName: 'Tentmaker' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = await logIn(t, email);
});
afterAll(async () => t?.stop());

const member = async () => {
  const { user, viewer } = await signUp(t, { firstName: 'Apollos', lastName: 'Alexandria' });
  return { id: user.id, slug: user.slug, viewer };
};

const EXPERIENCE = graphql(`
  mutation Experience($id: ID, $type: String, $opportunityType: String, $jobTitle: String, $organizationId: ID, $description: String,
    $startDate: DateTime, $endDate: DateTime, $isCurrent: Boolean, $mutationType: MutationType!) {
    experience(id: $id, type: $type, opportunityType: $opportunityType, jobTitle: $jobTitle, organizationId: $organizationId,
      description: $description, startDate: $startDate, endDate: $endDate, isCurrent: $isCurrent, mutationType: $mutationType) {
      id userId type opportunityType jobTitle organizationId organization { id } description startDate endDate isCurrent isPrimary
    }
  }
`);
const EDUCATION = graphql(`
  mutation Education($id: ID, $degree: String, $fieldOfStudy: String, $schoolId: ID, $startDate: DateTime, $endDate: DateTime, $mutationType: MutationType!) {
    education(id: $id, degree: $degree, fieldOfStudy: $fieldOfStudy, schoolId: $schoolId, startDate: $startDate, endDate: $endDate, mutationType: $mutationType) {
      id userId degree fieldOfStudy schoolId school { id } startDate endDate
    }
  }
`);
const SET_PRIMARY = graphql(`mutation SetPrimaryExperience($experienceId: ID!) { setPrimaryExperience(experienceId: $experienceId) { id isPrimary } }`);
const HISTORY = graphql(`
  query History($slug: String!) {
    experiences(slug: $slug) { id jobTitle isPrimary }
    educations(slug: $slug) { id degree }
    userProfile(slug: $slug) { experiences { id } educations { id } }
  }
`);

const START = new Date('2019-09-01T00:00:00Z');
const END = new Date('2023-06-30T00:00:00Z');
const position = (over: Partial<ExperienceMutationVariables> = {}): ExperienceMutationVariables => ({
  mutationType: 'ADD', jobTitle: 'Youth Pastor', type: 'Full-time', opportunityType: 'Pastoral', startDate: START, ...over,
});
const addExperience = async (viewer: Viewer, over: Partial<ExperienceMutationVariables> = {}) =>
  dataOf(await t.run(viewer, EXPERIENCE, position(over))).experience!;

describe('experience~', () => {
  it('adds, edits and deletes the owner’s positions, with the organization as a reference', async () => {
    const m = await member();
    const organizationId = randomUUID();
    const added = await addExperience(m.viewer, { organizationId, endDate: END, description: ' Led the youth group. ' });
    expect(added).toEqual({
      id: expect.any(String), userId: m.id, type: 'Full-time', opportunityType: 'Pastoral', jobTitle: 'Youth Pastor',
      organizationId, organization: { id: organizationId }, description: 'Led the youth group.',
      startDate: START.toISOString(), endDate: END.toISOString(), isCurrent: false, isPrimary: false,
    });
    const edited = dataOf(await t.run(m.viewer, EXPERIENCE, position({ id: added.id, mutationType: 'EDIT', jobTitle: 'Senior Pastor', isCurrent: true })));
    expect(edited.experience).toMatchObject({ jobTitle: 'Senior Pastor', organization: null, endDate: null, isCurrent: true });
    expect(dataOf(await t.run(m.viewer, EXPERIENCE, { id: added.id, mutationType: 'DELETE' }))).toEqual({ experience: null });
    expect(await t.count('experience', 'user_id = ?', [m.id])).toBe(0);
  });

  it('validates with the spec messages and the date rules, changing nothing', async () => {
    const m = await member();
    expect(fieldErrors(await t.run(m.viewer, EXPERIENCE, { mutationType: 'ADD', jobTitle: ' ' }))).toEqual({ jobTitle: 'required', startDate: 'required' });
    expect(fieldErrors(await t.run(m.viewer, EXPERIENCE, position({ endDate: START })))).toEqual({ endDate: 'must be after the start date' });
    expect(fieldErrors(await t.run(m.viewer, EXPERIENCE, position({ endDate: END, isCurrent: true })))).toEqual({
      endDate: 'must be empty for a current position',
    });
    expect(fieldErrors(await t.run(m.viewer, EXPERIENCE, position({ organizationId: 'not-an-id' })))).toEqual({ organizationId: 'is not a valid id' });
    expect(fieldErrors(await t.run(m.viewer, EXPERIENCE, position({ mutationType: 'READ_ALL' })))).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
    expect(errorCodes(await t.run(m.viewer, EXPERIENCE, position({ id: randomUUID(), mutationType: 'EDIT' })))).toEqual(['NOT_FOUND']);
    expect(await t.count('experience', 'user_id = ?', [m.id])).toBe(0);
  });

  it('lets only the owner or an admin change a position; anonymous visitors are refused first', async () => {
    const owner = await member();
    const other = await member();
    const { id } = await addExperience(owner.viewer);
    expect(errorCodes(await t.run(other.viewer, EXPERIENCE, position({ id, mutationType: 'EDIT', jobTitle: 'Taken' })))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(other.viewer, EXPERIENCE, { id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(other.viewer, SET_PRIMARY, { experienceId: id }))).toEqual(['FORBIDDEN']);
    const anonymous = await t.run(anonymousViewer, EXPERIENCE, { mutationType: 'ADD' });
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(anonymous)).toEqual({});
    expect(dataOf(await t.run(admin, EXPERIENCE, position({ id, mutationType: 'EDIT', jobTitle: 'Edited by support' }))).experience).toMatchObject({
      userId: owner.id, jobTitle: 'Edited by support',
    });
  });
});

describe('setPrimaryExperience', () => {
  it('keeps one primary position per member', async () => {
    const m = await member();
    const first = await addExperience(m.viewer);
    const second = await addExperience(m.viewer, { jobTitle: 'Worship Leader' });
    expect(dataOf(await t.run(m.viewer, SET_PRIMARY, { experienceId: first.id }))).toEqual({ setPrimaryExperience: { id: first.id, isPrimary: true } });
    expect(dataOf(await t.run(m.viewer, SET_PRIMARY, { experienceId: second.id }))).toEqual({ setPrimaryExperience: { id: second.id, isPrimary: true } });
    expect((await t.sql<{ id: string }>('select id from experience where user_id = ? and is_primary', [m.id])).map((r) => r.id)).toEqual([second.id]);
    expect(errorCodes(await t.run(m.viewer, SET_PRIMARY, { experienceId: randomUUID() }))).toEqual(['NOT_FOUND']);
  });

  it('leaves exactly one primary position when two calls race', async () => {
    const m = await member();
    const ids = await Promise.all(['Elder', 'Deacon', 'Teacher', 'Evangelist'].map(async (jobTitle) => (await addExperience(m.viewer, { jobTitle })).id));
    const results = await Promise.all(ids.map((experienceId) => t.run(m.viewer, SET_PRIMARY, { experienceId })));
    for (const result of results) expect(errorCodes(result)).toEqual([]);
    expect(await t.count('experience', 'user_id = ? and is_primary', [m.id])).toBe(1);
  });
});

describe('education~', () => {
  it('adds, edits and deletes, with the school as a reference and the date rule', async () => {
    const m = await member();
    const schoolId = randomUUID();
    const { education } = dataOf(await t.run(m.viewer, EDUCATION, { mutationType: 'ADD', degree: 'M.Div.', schoolId, startDate: START, endDate: END }));
    expect(education).toEqual({
      id: expect.any(String), userId: m.id, degree: 'M.Div.', fieldOfStudy: null, schoolId, school: { id: schoolId },
      startDate: START.toISOString(), endDate: END.toISOString(),
    });
    expect(fieldErrors(await t.run(m.viewer, EDUCATION, { mutationType: 'EDIT', id: education!.id, degree: '', startDate: END, endDate: START }))).toEqual({
      degree: 'required', endDate: 'must be after the start date',
    });
    expect(fieldErrors(await t.run(m.viewer, EDUCATION, { mutationType: 'EDIT', id: education!.id, degree: 'Th.M.', startDate: END, endDate: START }))).toEqual({
      endDate: 'must be after the start date',
    });
    const other = await member();
    expect(errorCodes(await t.run(other.viewer, EDUCATION, { mutationType: 'DELETE', id: education!.id }))).toEqual(['FORBIDDEN']);
    expect(dataOf(await t.run(m.viewer, EDUCATION, { mutationType: 'EDIT', id: education!.id, degree: 'Th.M.', fieldOfStudy: 'Greek', startDate: START })).education)
      .toMatchObject({ degree: 'Th.M.', fieldOfStudy: 'Greek', schoolId: null, endDate: null });
    expect(dataOf(await t.run(admin, EDUCATION, { mutationType: 'DELETE', id: education!.id }))).toEqual({ education: null });
    expect(errorCodes(await t.run(anonymousViewer, EDUCATION, { mutationType: 'DELETE', id: education!.id }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('reading a member’s history', () => {
  it('lists newest first for anyone, through the queries and the User fields', async () => {
    const m = await member();
    const older = await addExperience(m.viewer, { jobTitle: 'Intern', startDate: new Date('2015-01-01T00:00:00Z') });
    const newer = await addExperience(m.viewer, { jobTitle: 'Pastor', startDate: new Date('2021-01-01T00:00:00Z') });
    const { education } = dataOf(await t.run(m.viewer, EDUCATION, { mutationType: 'ADD', degree: 'B.A.', startDate: START }));
    const expected = {
      experiences: [{ id: newer.id, jobTitle: 'Pastor', isPrimary: false }, { id: older.id, jobTitle: 'Intern', isPrimary: false }],
      educations: [{ id: education!.id, degree: 'B.A.' }],
      userProfile: { experiences: [{ id: newer.id }, { id: older.id }], educations: [{ id: education!.id }] },
    };
    for (const viewer of [anonymousViewer, (await member()).viewer, admin]) expect(dataOf(await t.run(viewer, HISTORY, { slug: m.slug }))).toEqual(expected);
    expect(dataOf(await t.run(anonymousViewer, HISTORY, { slug: `${m.slug}-nobody` }))).toEqual({ experiences: null, educations: null, userProfile: null });
  });

  it('shows a suspended member’s history to admins only', async () => {
    const m = await member();
    await addExperience(m.viewer);
    await suspend(t, m.id);
    const hidden = dataOf(await t.run((await member()).viewer, HISTORY, { slug: m.slug }));
    expect([hidden.experiences, hidden.educations]).toEqual([null, null]);
    expect(dataOf(await t.run(admin, HISTORY, { slug: m.slug })).experiences).toHaveLength(1);
  });
});
