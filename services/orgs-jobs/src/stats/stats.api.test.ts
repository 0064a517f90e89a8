import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, signedInViewer, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member, suspend } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';

// orgs-jobs' fields of ProfileStats, resolved on references as the gateway sends them (the entity
// is identity's; scripts/src/profile-stats.test.ts joins both through a composed gateway).
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const STATS = graphql(`
  query OrgsJobsProfileStats($r: [_Any!]!) {
    _entities(representations: $r) { ... on ProfileStats { userId myOrganizationsCount jobPostingsCount myApplicationsCount } }
  }
`);
const statsOf = async (viewer: Parameters<typeof t.run>[0], userIds: string[]) =>
  dataOf(await t.run(viewer, STATS, { r: userIds.map((userId) => ({ __typename: 'ProfileStats', userId })) }))._entities;

describe('ProfileStats in orgs-jobs', () => {
  it('counts the organizations a member holds a role in, suspended ones too', async () => {
    const lydia = member();
    const priscilla = member();
    await addOrganization(t, lydia);
    const seminary = await addOrganization(t, lydia);
    const mission = await addOrganization(t, priscilla);
    await grantRole(t, mission.id, lydia, OrganizationRole.MEMBER);
    await suspend(t, seminary.id);
    expect(await statsOf(anonymousViewer, [lydia.userId, priscilla.userId, randomUUID()])).toEqual([
      { userId: lydia.userId, myOrganizationsCount: 3, jobPostingsCount: 0, myApplicationsCount: null },
      { userId: priscilla.userId, myOrganizationsCount: 1, jobPostingsCount: 0, myApplicationsCount: null },
      { userId: expect.any(String), myOrganizationsCount: 0, jobPostingsCount: 0, myApplicationsCount: null },
    ]);
  });

  it('shows a member\'s applications count to them and to admins only', async () => {
    const silas = member();
    const other = member();
    const admin = signedInViewer([PlatformRole.ADMIN]);
    expect((await statsOf(silas, [silas.userId]))[0]).toMatchObject({ myApplicationsCount: 0 });
    expect((await statsOf(admin, [silas.userId]))[0]).toMatchObject({ myApplicationsCount: 0 });
    expect((await statsOf(other, [silas.userId]))[0]).toMatchObject({ myApplicationsCount: null });
  });

  it('counts a batch of references in one statement', async () => {
    const people = [member(), member(), member()];
    for (const person of people) await addOrganization(t, person);
    const statements = await t.statementsDuring(() => statsOf(anonymousViewer, people.map((p) => p.userId)));
    expect(statements.filter((sql) => sql.includes('organization_role'))).toHaveLength(1);
  });
});
