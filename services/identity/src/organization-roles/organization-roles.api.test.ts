import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, publishTestEvent, startTestService, uniqueSuffix, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, signUp } from '../users/users.testing.ts';

// orgs-jobs' organization events reach identity's `user_role`, read through `users(organizationId)` and `User.roles`.
let t: TestService<IdentityConfig>;
let member: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  member = (await signUp(t, { firstName: 'Apollos', lastName: 'Alexandria' })).viewer;
});
afterAll(async () => t?.stop());

const PEOPLE = graphql(`
  query OrganizationPeople($organizationId: ID, $id: ID) {
    users(organizationId: $organizationId) { results { id firstName } }
    user(id: $id) { id roles { name organizationId } }
  }
`);

/** Publishes one of orgs-jobs' events as its relay would, and waits until identity handled it. */
async function deliver(type: string, payload: Record<string, unknown>, id?: string) {
  const { handled = 0, duplicates = 0 } = t.service.consumerStats ?? {};
  const envelope = await publishTestEvent(t.bus, { type, version: 1, payload, ...(id ? { id } : {}) });
  await waitFor(
    async () => (t.service.consumerStats?.handled ?? 0) > handled || (t.service.consumerStats?.duplicates ?? 0) > duplicates,
    10_000,
    `${type} to be handled`,
  );
  return envelope;
}

const roleChanged = (organizationId: string, userId: string, role: 'ADMIN' | 'MEMBER' | null, isStudent = false) => ({
  organizationId,
  userId,
  role,
  isStudent,
});

async function people(organizationId: string, userId: string) {
  const data = dataOf(await t.run(member, PEOPLE, { organizationId, id: userId }));
  return { listed: data.users.results.map((u) => u.firstName).sort(), roles: data.user?.roles ?? [] };
}

describe('organization roles from orgs-jobs', () => {
  it('gives the creator of an organization its admin role, once however often the event comes', async () => {
    const organizationId = randomUUID();
    const creator = await signUp(t, { firstName: 'Priscilla', lastName: `Creator${uniqueSuffix()}` });
    const created = { organizationId, slug: `tentmakers-${uniqueSuffix()}`, name: 'Tentmakers', type: 'Ministry', createdById: creator.user.id };
    const first = await deliver('orgs-jobs.organization.created', created);
    await deliver('orgs-jobs.organization.created', created, first.id);
    expect(await people(organizationId, creator.user.id)).toEqual({
      listed: ['Priscilla'],
      roles: [{ name: 'ORGANIZATION_ADMIN', organizationId }],
    });
  });

  it('follows each role change as a state, and forgets the organization when it is deleted', async () => {
    const organizationId = randomUUID();
    const aquila = await signUp(t, { firstName: 'Aquila', lastName: `Roles${uniqueSuffix()}` });
    const timothy = await signUp(t, { firstName: 'Timothy', lastName: `Roles${uniqueSuffix()}` });
    // A title the seed wrote stays while the person is in the organization.
    await grantRole(t, timothy.user.id, 'Youth Pastor', organizationId);

    await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, aquila.user.id, 'MEMBER'));
    const student = await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, timothy.user.id, 'MEMBER', true));
    await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, timothy.user.id, 'MEMBER', true), student.id);
    expect(await people(organizationId, timothy.user.id)).toEqual({
      listed: ['Aquila', 'Timothy'],
      roles: [
        { name: 'ORGANIZATION_STUDENT', organizationId },
        { name: 'Youth Pastor', organizationId },
      ],
    });

    await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, aquila.user.id, 'ADMIN'));
    expect((await people(organizationId, aquila.user.id)).roles).toEqual([{ name: 'ORGANIZATION_ADMIN', organizationId }]);
    await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, aquila.user.id, 'MEMBER'));
    expect((await people(organizationId, aquila.user.id)).roles).toEqual([{ name: 'ORGANIZATION_MEMBER', organizationId }]);

    // Leaving takes every role in that organization, the title too, and no other organization's.
    const elsewhere = randomUUID();
    await deliver('orgs-jobs.organization.role-changed', roleChanged(elsewhere, timothy.user.id, 'MEMBER'));
    await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, timothy.user.id, null));
    expect(await people(organizationId, timothy.user.id)).toEqual({
      listed: ['Aquila'],
      roles: [{ name: 'ORGANIZATION_MEMBER', organizationId: elsewhere }],
    });

    await deliver('orgs-jobs.organization.deleted', { organizationId, slug: 'gone' });
    expect(await people(organizationId, aquila.user.id)).toEqual({ listed: [], roles: [] });
    expect(await t.count('user_role', 'organization_id = ?', [organizationId])).toBe(0);
  });

  it('never makes an organization admin a platform admin, and skips users it does not know', async () => {
    const organizationId = randomUUID();
    const lois = await signUp(t, { firstName: 'Lois', lastName: `Platform${uniqueSuffix()}` });
    await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, lois.user.id, 'ADMIN'));
    const names = await t.sql<{ name: string }>('select name from user_role where user_id = ?', [lois.user.id]);
    expect(names.map((row) => row.name)).not.toContain(PlatformRole.ADMIN);

    await deliver('orgs-jobs.organization.role-changed', roleChanged(organizationId, randomUUID(), 'MEMBER'));
    await deliver('orgs-jobs.organization.role-changed', roleChanged('not-a-uuid', lois.user.id, 'MEMBER'));
    expect(await t.count('user_role', 'organization_id = ?', [organizationId])).toBe(1);
  });
});
