import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type SignedInViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, publishTestEvent, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { OrganizationRoleAction } from '../__generated__/documents/graphql.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { addOrganization, member, suspend } from './organizations.testing.ts';

// updateUsersOrganizationRole, organizationAdmins and organizationNonAdmins, as several viewers.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const UPDATE = graphql(`
  mutation UpdateUsersOrganizationRole($userIds: [ID!]!, $action: OrganizationRoleAction!, $organizationId: ID!) {
    updateUsersOrganizationRole(userIds: $userIds, action: $action, organizationId: $organizationId) { id peopleCount studentsCount }
  }
`);
const PEOPLE = graphql(`
  query OrganizationPeopleLists($id: ID!, $search: String) {
    organizationAdmins(id: $id) { id }
    organizationNonAdmins(id: $id, search: $search) { id }
  }
`);

const update = (viewer: Viewer, organizationId: string, action: OrganizationRoleAction, users: readonly SignedInViewer[]) =>
  t.run(viewer, UPDATE, { organizationId, action, userIds: users.map((u) => u.userId) });

/** Each user's stored role in the organization: ADMIN, MEMBER or STUDENT (a non-admin student). */
async function rolesIn(organizationId: string): Promise<Record<string, string>> {
  const rows = await t.sql<{ user_id: string; is_admin: boolean; is_student: boolean }>(
    'select user_id, is_admin, is_student from organization_role where organization_id = ?',
    [organizationId],
  );
  return Object.fromEntries(rows.map((r) => [r.user_id, r.is_admin ? 'ADMIN' : r.is_student ? 'STUDENT' : 'MEMBER']));
}

const roleEvents = async (organizationId: string) =>
  (await t.outbox({ aggregateId: organizationId, type: 'orgs-jobs.organization.role-changed' })).map((e) => e.payload);

describe('updateUsersOrganizationRole', () => {
  it('adds people, students among them, promotes, demotes and removes, recording each change', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const [ruth, naomi, boaz] = [member(), member(), member()];

    const added = dataOf(await update(admin, org.id, 'ADD', [ruth, naomi])).updateUsersOrganizationRole;
    expect(added).toEqual({ id: org.id, peopleCount: 3, studentsCount: 0 });
    expect(dataOf(await update(admin, org.id, 'ADD_STUDENT', [naomi, boaz])).updateUsersOrganizationRole).toMatchObject({
      peopleCount: 4,
      studentsCount: 2,
    });
    await update(admin, org.id, 'PROMOTE', [ruth]);
    expect(await rolesIn(org.id)).toEqual({ [admin.userId]: 'ADMIN', [ruth.userId]: 'ADMIN', [naomi.userId]: 'STUDENT', [boaz.userId]: 'STUDENT' });

    // Adding someone again, or promoting an admin, changes nothing and records nothing.
    const before = (await roleEvents(org.id)).length;
    dataOf(await update(admin, org.id, 'ADD', [ruth, naomi]));
    dataOf(await update(admin, org.id, 'PROMOTE', [ruth]));
    expect(await roleEvents(org.id)).toHaveLength(before);

    await update(ruth, org.id, 'DEMOTE', [admin]);
    await update(ruth, org.id, 'REMOVE', [boaz]);
    expect(await rolesIn(org.id)).toEqual({ [admin.userId]: 'MEMBER', [ruth.userId]: 'ADMIN', [naomi.userId]: 'STUDENT' });
    expect(await roleEvents(org.id)).toEqual([
      { organizationId: org.id, userId: ruth.userId, role: 'MEMBER', isStudent: false },
      { organizationId: org.id, userId: naomi.userId, role: 'MEMBER', isStudent: false },
      { organizationId: org.id, userId: naomi.userId, role: 'MEMBER', isStudent: true },
      { organizationId: org.id, userId: boaz.userId, role: 'MEMBER', isStudent: true },
      { organizationId: org.id, userId: ruth.userId, role: 'ADMIN', isStudent: false },
      { organizationId: org.id, userId: admin.userId, role: 'MEMBER', isStudent: false },
      { organizationId: org.id, userId: boaz.userId, role: null, isStudent: false },
    ]);
  });

  it('is for the organization\'s admins and platform admins only, and changes nothing for anyone else', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const staff = member();
    await update(admin, org.id, 'ADD', [staff]);
    const target = member();
    expect(errorCodes(await update(anonymousViewer, org.id, 'ADD', [target]))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await update(member(), org.id, 'ADD', [target]))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await update(staff, org.id, 'PROMOTE', [staff]))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await update(member(), randomUUID(), 'ADD', [target]))).toEqual(['NOT_FOUND']);
    expect(await rolesIn(org.id)).toEqual({ [admin.userId]: 'ADMIN', [staff.userId]: 'MEMBER' });

    // A platform admin may, without a role in the organization.
    dataOf(await update(member([PlatformRole.ADMIN]), org.id, 'PROMOTE', [staff]));
    expect((await rolesIn(org.id))[staff.userId]).toBe('ADMIN');
  });

  it('refuses bad input with the field at fault, all or nothing', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const [silas, titus] = [member(), member()];
    const run = (variables: { userIds: string[]; action?: OrganizationRoleAction; organizationId?: string }) =>
      t.run(admin, UPDATE, { action: 'ADD', organizationId: org.id, ...variables });

    expect(fieldErrors(await run({ userIds: [] }))).toEqual({ userIds: 'required' });
    expect(fieldErrors(await run({ userIds: [silas.userId, 'nope'] }))).toEqual({ 'userIds.1': 'is not a valid id' });
    // A repeated id is applied once, and errors name the position sent.
    dataOf(await run({ userIds: [silas.userId, silas.userId] }));
    expect(fieldErrors(await update(admin, org.id, 'REMOVE', [silas, silas, titus]))).toEqual({ 'userIds.2': 'holds no role in this organization' });
    dataOf(await update(admin, org.id, 'REMOVE', [silas]));
    expect(fieldErrors(await run({ userIds: Array.from({ length: 51 }, () => randomUUID()) }))).toEqual({ userIds: 'must have at most 50 ids' });
    expect(fieldErrors(await run({ userIds: [silas.userId], organizationId: 'nope' }))).toEqual({ organizationId: 'is not a valid id' });
    expect(errorCodes(await t.run(admin, UPDATE, { userIds: [silas.userId], action: 'BOGUS' as OrganizationRoleAction, organizationId: org.id }))).toEqual([
      'BAD_USER_INPUT',
    ]);

    // One person who is not an admin refuses the whole demotion; one without a role, the whole removal.
    await update(admin, org.id, 'PROMOTE', [silas]);
    const demote = await update(admin, org.id, 'DEMOTE', [silas, titus]);
    expect(fieldErrors(demote)).toEqual({ 'userIds.1': 'is not an admin of this organization' });
    const remove = await update(admin, org.id, 'REMOVE', [silas, titus]);
    expect(fieldErrors(remove)).toEqual({ 'userIds.1': 'holds no role in this organization' });
    expect(await rolesIn(org.id)).toEqual({ [admin.userId]: 'ADMIN', [silas.userId]: 'ADMIN' });
  });

  it('never leaves the organization without an admin', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    for (const action of ['DEMOTE', 'REMOVE'] as const) {
      const result = await update(admin, org.id, action, [admin]);
      expect(errorCodes(result)).toEqual(['CONFLICT']);
    }
    expect(await rolesIn(org.id)).toEqual({ [admin.userId]: 'ADMIN' });
    expect(await roleEvents(org.id)).toEqual([]);
  });

  it('keeps one admin when every admin steps down at once', async () => {
    const founder = member();
    const org = await addOrganization(t, founder);
    const admins = [founder, ...Array.from({ length: 9 }, () => member())];
    dataOf(await update(founder, org.id, 'PROMOTE', admins.slice(1)));

    const results = await Promise.all(admins.map((a, i) => update(a, org.id, i % 2 ? 'DEMOTE' : 'REMOVE', [a])));
    expect(results.map((r) => errorCodes(r)[0] ?? 'OK').sort()).toEqual(['CONFLICT', ...Array<string>(9).fill('OK')]);
    expect(Object.values(await rolesIn(org.id)).filter((role) => role === 'ADMIN')).toHaveLength(1);
  });
});

describe('organizationAdmins and organizationNonAdmins', () => {
  /** Identity announcing a member's name, as its relay would; waits until orgs-jobs kept it. */
  async function announce(viewer: SignedInViewer, firstName: string, lastName: string): Promise<void> {
    const payload = { userId: viewer.userId, profileId: randomUUID(), slug: `${firstName}-${lastName}`, firstName, lastName, location: null };
    await publishTestEvent(t.bus, { type: 'identity.user.profile-changed', version: 2, payload });
    await waitFor(async () => (await t.count('person', 'user_id = ? and first_name = ?', [viewer.userId, firstName])) === 1);
  }

  it('lists the admins first appointed first, and the others by name, searched by name', async () => {
    const founder = member();
    const org = await addOrganization(t, founder);
    const [second, zoe, adam, anonymousToUs] = [member(), member(), member(), member()];
    await announce(zoe, 'Zoe', 'Lystra');
    await announce(adam, 'Adam', 'Derbe');
    await announce(adam, 'Adam', 'Iconium');
    await update(founder, org.id, 'PROMOTE', [second]);
    await update(founder, org.id, 'ADD', [zoe, anonymousToUs, adam]);

    const lists = dataOf(await t.run(member(), PEOPLE, { id: org.id }));
    expect(lists).toEqual({
      organizationAdmins: [{ id: founder.userId }, { id: second.userId }],
      // identity's latest names; a person identity has not announced yet comes last
      organizationNonAdmins: [{ id: adam.userId }, { id: zoe.userId }, { id: anonymousToUs.userId }],
    });
    const searched = async (search: string) => dataOf(await t.run(founder, PEOPLE, { id: org.id, search })).organizationNonAdmins;
    expect(await searched(' iconium ')).toEqual([{ id: adam.userId }]);
    expect(await searched('zoe lys')).toEqual([{ id: zoe.userId }]);
    expect(await searched('derbe')).toEqual([]);
    expect(await searched('%')).toEqual([]);
  });

  it('is for signed-in users, and null for an organization they may not see', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    expect(errorCodes(await t.run(anonymousViewer, PEOPLE, { id: org.id }))).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    await suspend(t, org.id);
    expect(dataOf(await t.run(member(), PEOPLE, { id: org.id }))).toEqual({ organizationAdmins: null, organizationNonAdmins: null });
    expect(dataOf(await t.run(admin, PEOPLE, { id: org.id })).organizationAdmins).toEqual([{ id: admin.userId }]);
    expect(dataOf(await t.run(member([PlatformRole.ADMIN]), PEOPLE, { id: org.id })).organizationAdmins).toEqual([{ id: admin.userId }]);
    expect(dataOf(await t.run(member(), PEOPLE, { id: 'nope' }))).toEqual({ organizationAdmins: null, organizationNonAdmins: null });
  });
});
