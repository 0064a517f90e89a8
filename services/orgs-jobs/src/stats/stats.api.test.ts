import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, signedInViewer, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member, suspend } from '../organizations/organizations.testing.ts';
import { apply, APPLICATION } from '../applications/applications.testing.ts';
import { expire, openJob, postJob } from '../opportunities/opportunities.testing.ts';
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

  it('counts the jobs a member posted that were published, and shows their applications count to them and admins only', async () => {
    const pastor = member();
    const silas = member();
    const other = member();
    const admin = signedInViewer([PlatformRole.ADMIN]);
    const church = await addOrganization(t, pastor);
    const open = await openJob(t, pastor, church.id);
    await openJob(t, pastor, church.id);
    await postJob(t, pastor, church.id); // awaiting payment: not published
    await apply(t, silas, open.id);
    const withdrawn = await apply(t, silas, (await openJob(t, pastor, church.id)).id);
    dataOf(await t.run(silas, APPLICATION, { id: withdrawn.id, status: 'WITHDRAWN', mutationType: 'EDIT' }));
    expect((await statsOf(anonymousViewer, [pastor.userId]))[0]).toMatchObject({ jobPostingsCount: 3 });
    expect((await statsOf(silas, [silas.userId]))[0]).toMatchObject({ jobPostingsCount: 0, myApplicationsCount: 1 });
    expect((await statsOf(admin, [silas.userId]))[0]).toMatchObject({ myApplicationsCount: 1 });
    expect((await statsOf(other, [silas.userId]))[0]).toMatchObject({ myApplicationsCount: null });
  });

  it('counts a batch of references in one statement', async () => {
    const people = [member(), member(), member()];
    for (const person of people) await addOrganization(t, person);
    const statements = await t.statementsDuring(() => statsOf(anonymousViewer, people.map((p) => p.userId)));
    expect(statements.filter((sql) => sql.includes('organization_role'))).toHaveLength(1);
  });
});

const DASHBOARD = graphql(`
  query OrgsJobsDashboard($r: [_Any!]!) {
    _entities(representations: $r) { ... on Dashboard { userId openJobPostsCount myJobApplicationsCount } }
  }
`);

describe('Dashboard in orgs-jobs', () => {
  const dashboardOf = (viewer: Parameters<typeof t.run>[0], userId: string) =>
    t.run(viewer, DASHBOARD, { r: [{ __typename: 'Dashboard', userId }] });

  it('counts the open jobs of the organizations the member administers, and their applications', async () => {
    const pastor = member();
    const deacon = member();
    const church = await addOrganization(t, pastor);
    await grantRole(t, church.id, deacon, OrganizationRole.MEMBER);
    const mission = await addOrganization(t, pastor);
    const jobs = [await openJob(t, pastor, church.id), await openJob(t, pastor, church.id), await openJob(t, pastor, mission.id)];
    await expire(t, jobs[1]!.id);
    await postJob(t, pastor, church.id); // awaiting payment
    const suspended = await addOrganization(t, pastor);
    await openJob(t, pastor, suspended.id);
    await suspend(t, suspended.id);
    await apply(t, deacon, jobs[0]!.id);
    expect(dataOf(await dashboardOf(pastor, pastor.userId))._entities).toEqual([{ userId: pastor.userId, openJobPostsCount: 2, myJobApplicationsCount: 0 }]);
    // A member of an organization (not its admin) counts none of its jobs.
    expect(dataOf(await dashboardOf(deacon, deacon.userId))._entities).toEqual([{ userId: deacon.userId, openJobPostsCount: 0, myJobApplicationsCount: 1 }]);
  });

  it('is only ever the viewer\'s own', async () => {
    const pastor = member();
    expect(errorCodes(await dashboardOf(member(), pastor.userId))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await dashboardOf(signedInViewer([PlatformRole.ADMIN]), pastor.userId))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await dashboardOf(anonymousViewer, pastor.userId))).toEqual(['UNAUTHENTICATED']);
  });
});
