import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { JobBoardQueryVariables } from '../__generated__/documents/graphql.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member, suspend, unique } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';
import { expire, OPPORTUNITY, openJob, postJob } from './opportunities.testing.ts';

// The job board's reads, as the organization's admin, another member, a platform admin and anonymous.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const ONE = graphql(`query OpportunityOne($id: ID!) { opportunity(id: $id) { id status feeDue promoCode organization { id } } }`);
const BOARD = graphql(`
  query JobBoard($search: String, $opportunityType: OpportunityType, $denomination: String, $ordinationRequired: Boolean,
    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $cursor: String, $first: Int) {
    jobOpportunities(search: $search, opportunityType: $opportunityType, denomination: $denomination,
      ordinationRequired: $ordinationRequired, bivocational: $bivocational, housingProvided: $housingProvided,
      workplace: $workplace, cursor: $cursor, first: $first) { results { id jobTitle } hasNextPage cursor }
  }
`);
const OF_ORGANIZATION = graphql(`
  query OrganizationJobs($slug: String!, $cursor: String, $first: Int) {
    organizationOpportunities(slug: $slug, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }
  }
`);
const MINE = graphql(`
  query MyOrganizationsJobs($opportunityType: OpportunityType, $search: String, $cursor: String) {
    myOrganizationsOpportunities(opportunityType: $opportunityType, search: $search, cursor: $cursor) { results { id status } hasNextPage }
  }
`);
const RECENT = graphql(`query RecentJobs($first: Int) { recentlyPostedJobOpportunities(first: $first) { id } }`);
const COUNT = graphql(`query OrganizationJobsCount($slug: String) { organization(slug: $slug) { opportunitiesCount } }`);
const REFERENCES = graphql(`
  query OpportunityReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Opportunity { id jobTitle } ... on Organization { id opportunitiesCount } } }
`);

const ids = (page: { results: readonly { id: string }[] }) => page.results.map((r) => r.id);
const board = async (viewer: Viewer, variables: JobBoardQueryVariables) => dataOf(await t.run(viewer, BOARD, variables)).jobOpportunities;

async function organizationWithAdmin() {
  const admin = member();
  return { admin, org: await addOrganization(t, admin) };
}

describe('opportunity(id)', () => {
  it('shows a published job to everyone, and the fee details only to the organization’s admins', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await openJob(t, admin, org.id);
    expect(dataOf(await t.run(admin, ONE, { id: job.id })).opportunity).toEqual({
      id: job.id, status: 'OPEN', feeDue: 0, promoCode: job.promoCode, organization: { id: org.id },
    });
    for (const viewer of [anonymousViewer, member()]) {
      expect(dataOf(await t.run(viewer, ONE, { id: job.id })).opportunity).toEqual({
        id: job.id, status: 'OPEN', feeDue: null, promoCode: null, organization: { id: org.id },
      });
    }
    await expire(t, job.id);
    expect(dataOf(await t.run(anonymousViewer, ONE, { id: job.id })).opportunity?.status).toBe('EXPIRED');
  });

  it('shows drafts and jobs awaiting payment only to the organization’s admins and platform admins', async () => {
    const { admin, org } = await organizationWithAdmin();
    const other = member();
    await grantRole(t, org.id, other, OrganizationRole.MEMBER);
    for (const job of [await postJob(t, admin, org.id, { status: 'DRAFT' }), await postJob(t, admin, org.id)]) {
      expect(dataOf(await t.run(admin, ONE, { id: job.id })).opportunity?.id).toBe(job.id);
      expect(dataOf(await t.run(member([PlatformRole.ADMIN]), ONE, { id: job.id })).opportunity?.id).toBe(job.id);
      for (const viewer of [anonymousViewer, other, member()]) expect(dataOf(await t.run(viewer, ONE, { id: job.id })).opportunity).toBeNull();
    }
    expect(dataOf(await t.run(admin, ONE, { id: 'not-an-id' })).opportunity).toBeNull();
  });

  it('hides the jobs of a suspended organization from the public', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await openJob(t, admin, org.id);
    await suspend(t, org.id);
    expect(dataOf(await t.run(anonymousViewer, ONE, { id: job.id })).opportunity).toBeNull();
    expect(dataOf(await t.run(admin, ONE, { id: job.id })).opportunity?.id).toBe(job.id);
  });

  it('resolves references for the gateway by the same rules', async () => {
    const { admin, org } = await organizationWithAdmin();
    const open = await openJob(t, admin, org.id);
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT' });
    const r = [open.id, draft.id].map((id) => ({ __typename: 'Opportunity', id }));
    expect(dataOf(await t.run(anonymousViewer, REFERENCES, { r }))._entities).toEqual([{ id: open.id, jobTitle: open.jobTitle }, null]);
  });
});

describe('jobOpportunities', () => {
  it('finds open jobs by full text over title, denomination, description, requirements and benefits', async () => {
    const { admin, org } = await organizationWithAdmin();
    const tag = `kz${unique()}`;
    const byTitle = await openJob(t, admin, org.id, { jobTitle: `Youth Pastor ${tag}` });
    const byRequirements = await openJob(t, admin, org.id, { jobTitle: 'Organist', requirements: `Plays ${tag} hymns` });
    const byStem = await openJob(t, admin, org.id, { jobTitle: 'Chaplain', description: `Visiting hospitals ${tag}` });
    await postJob(t, admin, org.id, { jobTitle: `Unpaid ${tag}` });
    await postJob(t, admin, org.id, { jobTitle: `Draft ${tag}`, status: 'DRAFT' });
    const expired = await openJob(t, admin, org.id, { jobTitle: `Expired ${tag}` });
    await expire(t, expired.id);
    const closed = await openJob(t, admin, org.id, { jobTitle: `Closed ${tag}` });
    await t.run(admin, OPPORTUNITY, { id: closed.id, status: 'CLOSED', mutationType: 'EDIT' });

    expect(ids(await board(anonymousViewer, { search: tag }))).toEqual([byStem.id, byRequirements.id, byTitle.id]);
    // English stemming: "hospital" finds "hospitals"; web search syntax excludes with "-".
    expect(ids(await board(anonymousViewer, { search: `hospital ${tag}` }))).toEqual([byStem.id]);
    expect(ids(await board(anonymousViewer, { search: `${tag} -organist -chaplain` }))).toEqual([byTitle.id]);
  });

  it('filters on the ministry matching fields and the type', async () => {
    const { admin, org } = await organizationWithAdmin();
    const tag = `mz${unique()}`;
    const remote = await openJob(t, admin, org.id, { description: tag, workplace: 'REMOTE', denomination: 'Anglican', type: 'PART_TIME' });
    const ordained = await openJob(t, admin, org.id, { description: tag, ordinationRequired: true, housingProvided: true });
    const bivocational = await openJob(t, admin, org.id, { description: tag, bivocational: true, denomination: 'Baptist' });
    expect(ids(await board(anonymousViewer, { search: tag, workplace: 'REMOTE' }))).toEqual([remote.id]);
    expect(ids(await board(anonymousViewer, { search: tag, denomination: 'anglican' }))).toEqual([remote.id]);
    expect(ids(await board(anonymousViewer, { search: tag, ordinationRequired: true, housingProvided: true }))).toEqual([ordained.id]);
    expect(ids(await board(anonymousViewer, { search: tag, ordinationRequired: false }))).toEqual([bivocational.id, remote.id]);
    expect(ids(await board(anonymousViewer, { search: tag, bivocational: true }))).toEqual([bivocational.id]);
    expect(ids(await board(anonymousViewer, { search: tag, opportunityType: 'PART_TIME' }))).toEqual([remote.id]);
  });

  it('pages newest first with a cursor, and leaves out suspended organizations', async () => {
    const { admin, org } = await organizationWithAdmin();
    const tag = `pz${unique()}`;
    const jobs = [];
    for (let i = 0; i < 5; i += 1) jobs.push(await openJob(t, admin, org.id, { description: tag }));
    const newestFirst = jobs.map((j) => j.id).reverse();
    const first = await board(member(), { search: tag, first: 2 });
    expect(first).toMatchObject({ hasNextPage: true });
    const second = await board(member(), { search: tag, first: 2, cursor: first.cursor });
    const third = await board(member(), { search: tag, first: 2, cursor: second.cursor });
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(newestFirst);
    expect(third).toMatchObject({ hasNextPage: false, cursor: null });
    expect(errorCodes(await t.run(anonymousViewer, BOARD, { cursor: 'garbage' }))).toEqual(['BAD_USER_INPUT']);

    await suspend(t, org.id);
    expect(ids(await board(anonymousViewer, { search: tag }))).toEqual([]);
  });

  it('costs a fixed number of statements for a page, whatever its size', async () => {
    const { admin, org } = await organizationWithAdmin();
    const tag = `sz${unique()}`;
    const PAGE = graphql(`
      query JobBoardPage($search: String) { jobOpportunities(search: $search, first: 50) { results { id status feeDue organization { id name } } } }
    `);
    const statementsFor = async (count: number) => {
      for (let i = 0; i < count; i += 1) await openJob(t, admin, org.id, { description: `${tag} ${count}` });
      return (await t.statementsDuring(() => t.run(admin, PAGE, { search: `${tag} ${count}` }))).length;
    };
    const few = await statementsFor(2);
    expect(await statementsFor(12)).toBe(few);
    expect(few).toBeLessThanOrEqual(3);
  });

  it('lists the most recently posted open jobs', async () => {
    const { admin, org } = await organizationWithAdmin();
    const older = await openJob(t, admin, org.id);
    const newer = await openJob(t, admin, org.id);
    expect(dataOf(await t.run(anonymousViewer, RECENT, { first: 2 })).recentlyPostedJobOpportunities).toEqual([{ id: newer.id }, { id: older.id }]);
  });
});

describe('organizationOpportunities, myOrganizationsOpportunities and opportunitiesCount', () => {
  it('lists an organization’s published jobs for everyone and all of them for its admins', async () => {
    const { admin, org } = await organizationWithAdmin();
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT' });
    const open = await openJob(t, admin, org.id);
    const closed = await openJob(t, admin, org.id);
    await t.run(admin, OPPORTUNITY, { id: closed.id, status: 'CLOSED', mutationType: 'EDIT' });
    const everyone = dataOf(await t.run(anonymousViewer, OF_ORGANIZATION, { slug: org.slug })).organizationOpportunities;
    expect(everyone.results).toEqual([{ id: closed.id, status: 'CLOSED' }, { id: open.id, status: 'OPEN' }]);
    const admins = dataOf(await t.run(admin, OF_ORGANIZATION, { slug: org.slug, first: 2 })).organizationOpportunities;
    const rest = dataOf(await t.run(admin, OF_ORGANIZATION, { slug: org.slug, first: 2, cursor: admins.cursor })).organizationOpportunities;
    expect([...ids(admins), ...ids(rest)]).toEqual([closed.id, open.id, draft.id]);
    expect(dataOf(await t.run(anonymousViewer, OF_ORGANIZATION, { slug: 'no-such-organization' })).organizationOpportunities.results).toEqual([]);
  });

  it('lists every job of the organizations the member administers, by type and title', async () => {
    const admin = member();
    const [a, b] = [await addOrganization(t, admin), await addOrganization(t, admin)];
    const elsewhere = await addOrganization(t, member());
    const other = member();
    await grantRole(t, a.id, other, OrganizationRole.MEMBER);
    const draft = await postJob(t, admin, a.id, { status: 'DRAFT', jobTitle: 'Music Director' });
    const intern = await postJob(t, admin, b.id, { type: 'INTERNSHIP', jobTitle: 'Summer Intern' });
    await grantRole(t, elsewhere.id, admin, OrganizationRole.MEMBER);
    expect(dataOf(await t.run(admin, MINE, {})).myOrganizationsOpportunities.results).toEqual([
      { id: intern.id, status: 'AWAITING_PAYMENT' },
      { id: draft.id, status: 'DRAFT' },
    ]);
    expect(ids(dataOf(await t.run(admin, MINE, { opportunityType: 'INTERNSHIP' })).myOrganizationsOpportunities)).toEqual([intern.id]);
    expect(ids(dataOf(await t.run(admin, MINE, { search: 'music' })).myOrganizationsOpportunities)).toEqual([draft.id]);
    expect(ids(dataOf(await t.run(other, MINE, {})).myOrganizationsOpportunities)).toEqual([]);
    expect(errorCodes(await t.run(anonymousViewer, MINE, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('counts an organization’s open jobs, batched for many organizations', async () => {
    const { admin, org } = await organizationWithAdmin();
    await openJob(t, admin, org.id);
    const expired = await openJob(t, admin, org.id);
    await expire(t, expired.id);
    await postJob(t, admin, org.id);
    expect(dataOf(await t.run(anonymousViewer, COUNT, { slug: org.slug })).organization?.opportunitiesCount).toBe(1);

    const orgs = [org, await addOrganization(t, admin), await addOrganization(t, admin)];
    const r = orgs.map((o) => ({ __typename: 'Organization', id: o.id }));
    let result: Awaited<ReturnType<typeof t.run<unknown, unknown>>> | undefined;
    const statements = await t.statementsDuring(async () => {
      result = await t.run(anonymousViewer, REFERENCES, { r });
    });
    expect(result?.data).toEqual({ _entities: [{ id: org.id, opportunitiesCount: 1 }, { id: orgs[1]!.id, opportunitiesCount: 0 }, { id: orgs[2]!.id, opportunitiesCount: 0 }] });
    expect(statements.filter((s) => s.includes('from "opportunity"') || s.includes('from opportunity'))).toHaveLength(1);
  });
});
