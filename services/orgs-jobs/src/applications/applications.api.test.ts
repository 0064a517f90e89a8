import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';
import { expire, OPPORTUNITY, openJob, postJob } from '../opportunities/opportunities.testing.ts';
import { applicationFailed } from './applications.errors.ts';
import { APPLICATION, apply } from './applications.testing.ts';

// application~, userApplications and organizationApplications, as applicants, the organization's admins,
// other members, platform admins and anonymous visitors.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const MINE = graphql(`
  query UserApplications($cursor: String, $search: String, $first: Int) {
    userApplications(cursor: $cursor, search: $search, first: $first) { results { id status isOpportunityClosed } hasNextPage cursor }
  }
`);
const FOR_JOB = graphql(`
  query OrganizationApplications($opportunityId: ID!, $cursor: String, $search: String) {
    organizationApplications(opportunityId: $opportunityId, cursor: $cursor, search: $search) { results { id userId status message } hasNextPage }
  }
`);

async function openPosition(overrides: Parameters<typeof openJob>[3] = {}) {
  const admin = member();
  const org = await addOrganization(t, admin);
  return { admin, org, job: await openJob(t, admin, org.id, overrides) };
}

const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['reason'];

describe('application ADD', () => {
  it('submits an application with a message and a video, and tells the organization’s admins', async () => {
    const { admin, org, job } = await openPosition();
    const secondAdmin = member();
    await grantRole(t, org.id, secondAdmin, OrganizationRole.ADMIN);
    const applicant = member();
    const videoId = randomUUID();
    const application = await apply(t, applicant, job.id, {
      userId: applicant.userId,
      message: '  I would love to serve ',
      videoId,
      userVideoUrl: 'https://media.example.org/intro.mp4',
    });
    expect(application).toMatchObject({
      opportunityId: job.id,
      userId: applicant.userId,
      user: { id: applicant.userId },
      status: 'SUBMITTED',
      message: 'I would love to serve',
      videoId,
      userVideoUrl: 'https://media.example.org/intro.mp4',
      isOpportunityClosed: false,
      opportunity: { id: job.id, jobTitle: job.jobTitle },
    });
    expect(await t.outbox({ aggregateId: application.id })).toEqual([
      {
        type: 'orgs-jobs.application.submitted',
        aggregateId: application.id,
        actorId: applicant.userId,
        payload: {
          applicationId: application.id,
          opportunityId: job.id,
          organizationId: org.id,
          jobTitle: job.jobTitle,
          applicantId: applicant.userId,
          adminIds: [admin.userId, secondAdmin.userId].sort(),
        },
      },
    ]);
  });

  it('takes one application per member and opportunity, also when many arrive at once', async () => {
    const { job } = await openPosition();
    const applicant = member();
    const results = await Promise.all(Array.from({ length: 10 }, () => t.run(applicant, APPLICATION, { opportunityId: job.id, mutationType: 'ADD' })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) {
      expect(errorCodes(refused)).toEqual(['CONFLICT']);
      expect(refused.errors?.[0]?.message).toBe(applicationFailed);
      expect(reasonOf(refused)).toBe('ALREADY_APPLIED');
    }
    expect(await t.count('application', 'opportunity_id = ?', [job.id])).toBe(1);
    expect(await t.count('outbox_event', `type = 'orgs-jobs.application.submitted' and payload->>'opportunityId' = ?`, [job.id])).toBe(1);
  });

  it('takes the applications of many members at once', async () => {
    const { job } = await openPosition();
    const results = await Promise.all(Array.from({ length: 20 }, () => t.run(member(), APPLICATION, { opportunityId: job.id, mutationType: 'ADD' })));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await t.count('application', 'opportunity_id = ?', [job.id])).toBe(20);
  });

  it('takes no application once a close racing with them has committed', async () => {
    const { admin, job } = await openPosition();
    const applicants = Array.from({ length: 12 }, () => member());
    const [closing, ...applied] = await Promise.all([
      t.run(admin, OPPORTUNITY, { id: job.id, status: 'CLOSED', mutationType: 'EDIT' }),
      ...applicants.map((viewer) => t.run(viewer, APPLICATION, { opportunityId: job.id, mutationType: 'ADD' })),
    ]);
    expect(closing?.errors).toBeUndefined();
    const accepted = applied.filter((r) => !r.errors).map((r) => r.data?.application?.userId);
    for (const refused of applied.filter((r) => r.errors)) expect(reasonOf(refused)).toBe('OPPORTUNITY_NOT_OPEN');
    // Every application that got in was written before the close, which names exactly those applicants.
    const [closed] = await t.outbox({ aggregateId: job.id, type: 'orgs-jobs.opportunity.closed' });
    expect(closed?.payload['applicantIds']).toEqual([...accepted].sort());
    expect(await t.count('application', 'opportunity_id = ?', [job.id])).toBe(accepted.length);
  });

  it('refuses, with the spec’s message, after the deadline, on a closed or unpublished job, and an unknown one', async () => {
    const { admin, org, job: expired } = await openPosition({ deadline: new Date(Date.now() + 86_400_000) });
    await expire(t, expired.id);
    const closed = await openJob(t, admin, org.id);
    await t.run(admin, OPPORTUNITY, { id: closed.id, status: 'CLOSED', mutationType: 'EDIT' });
    const awaiting = await postJob(t, admin, org.id);
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT' });
    const cases: [string, string, string][] = [
      [expired.id, 'BAD_USER_INPUT', 'DEADLINE_PASSED'],
      [closed.id, 'BAD_USER_INPUT', 'OPPORTUNITY_NOT_OPEN'],
      [awaiting.id, 'NOT_FOUND', 'OPPORTUNITY_NOT_FOUND'],
      [draft.id, 'NOT_FOUND', 'OPPORTUNITY_NOT_FOUND'],
      [randomUUID(), 'NOT_FOUND', 'OPPORTUNITY_NOT_FOUND'],
    ];
    for (const [opportunityId, code, reason] of cases) {
      const result = await t.run(member(), APPLICATION, { opportunityId, mutationType: 'ADD' });
      expect([errorCodes(result), result.errors?.[0]?.message, reasonOf(result)]).toEqual([[code], applicationFailed, reason]);
    }
    expect(await t.count('application', 'opportunity_id in (?, ?, ?, ?)', [expired.id, closed.id, awaiting.id, draft.id])).toBe(0);
  });

  it('refuses bad input, someone else’s user id and anonymous visitors', async () => {
    const { job } = await openPosition();
    const applicant = member();
    expect(fieldErrors(await t.run(applicant, APPLICATION, { mutationType: 'ADD' }))).toEqual({ opportunityId: 'required' });
    expect(fieldErrors(await t.run(applicant, APPLICATION, { opportunityId: 'job', mutationType: 'ADD' }))).toEqual({ opportunityId: 'is not a valid id' });
    expect(fieldErrors(await t.run(applicant, APPLICATION, { opportunityId: job.id, userVideoUrl: 'http://v.example.org', mutationType: 'ADD' }))).toEqual({
      userVideoUrl: 'please add the prefix https://',
    });
    expect(fieldErrors(await t.run(applicant, APPLICATION, { opportunityId: job.id, mutationType: 'DELETE' }))).toEqual({ mutationType: 'must be ADD or EDIT' });
    // A message is a cover letter: a long text (10,000 characters), not more.
    expect(fieldErrors(await t.run(applicant, APPLICATION, { opportunityId: job.id, message: 'm'.repeat(10_001), mutationType: 'ADD' }))).toEqual({
      message: 'must be at most 10000 characters',
    });
    expect(errorCodes(await t.run(applicant, APPLICATION, { opportunityId: job.id, userId: randomUUID(), mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, APPLICATION, { opportunityId: job.id, mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(await t.count('application', 'opportunity_id = ?', [job.id])).toBe(0);
    expect((await apply(t, applicant, job.id, { message: 'm'.repeat(10_000) })).message).toBe('m'.repeat(10_000));
  });
});

describe('application EDIT', () => {
  const edit = (viewer: Parameters<typeof t.run>[0], id: string, status: 'REVIEWING' | 'INTERVIEWING' | 'OFFERED' | 'DECLINED' | 'WITHDRAWN' | 'SUBMITTED') =>
    t.run(viewer, APPLICATION, { id, status, mutationType: 'EDIT' });

  it('lets the organization’s admins move it forward, each step recorded for the applicant', async () => {
    const { admin, job } = await openPosition();
    const applicant = member();
    const application = await apply(t, applicant, job.id);
    for (const status of ['REVIEWING', 'INTERVIEWING', 'OFFERED'] as const) {
      expect(dataOf(await edit(admin, application.id, status)).application?.status).toBe(status);
    }
    const events = await t.outbox({ aggregateId: application.id, type: 'orgs-jobs.application.status-updated' });
    expect(events.map((e) => [e.payload['previousStatus'], e.payload['status'], e.payload['applicantId'], e.payload['updatedById']])).toEqual([
      ['SUBMITTED', 'REVIEWING', applicant.userId, admin.userId],
      ['REVIEWING', 'INTERVIEWING', applicant.userId, admin.userId],
      ['INTERVIEWING', 'OFFERED', applicant.userId, admin.userId],
    ]);
    const back = await edit(admin, application.id, 'SUBMITTED');
    expect(fieldErrors(back)).toEqual({ status: 'cannot go from OFFERED to SUBMITTED' });
  });

  it('lets the applicant withdraw, and nobody move it afterwards', async () => {
    const { admin, job } = await openPosition();
    const applicant = member();
    const application = await apply(t, applicant, job.id);
    expect(errorCodes(await edit(admin, application.id, 'WITHDRAWN'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await edit(applicant, application.id, 'REVIEWING'))).toEqual(['FORBIDDEN']);
    expect(dataOf(await edit(applicant, application.id, 'WITHDRAWN')).application?.status).toBe('WITHDRAWN');
    expect(fieldErrors(await edit(admin, application.id, 'REVIEWING'))).toEqual({ status: 'cannot go from WITHDRAWN to REVIEWING' });
    expect(fieldErrors(await edit(applicant, application.id, 'WITHDRAWN'))).toEqual({ status: 'cannot go from WITHDRAWN to WITHDRAWN' });
  });

  it('hides the application from everyone else, platform admins included', async () => {
    const { org, job } = await openPosition();
    const application = await apply(t, member(), job.id);
    const other = member();
    await grantRole(t, org.id, other, OrganizationRole.MEMBER);
    for (const viewer of [other, member(), member([PlatformRole.ADMIN])]) {
      expect(errorCodes(await edit(viewer, application.id, 'DECLINED'))).toEqual(['NOT_FOUND']);
    }
    expect(errorCodes(await edit(anonymousViewer, application.id, 'DECLINED'))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(other, APPLICATION, { id: application.id, mutationType: 'EDIT' }))).toEqual({ status: 'required' });
    const [row] = await t.sql<{ status: string }>('select status from application where id = ?', [application.id]);
    expect(row?.status).toBe('SUBMITTED');
  });

  it('names the applicants still in progress when the job closes', async () => {
    const { admin, job } = await openPosition();
    const [a, b, c] = [member(), member(), member()];
    const applications = [await apply(t, a, job.id), await apply(t, b, job.id), await apply(t, c, job.id)];
    await edit(c, applications[2]!.id, 'WITHDRAWN');
    await t.run(admin, OPPORTUNITY, { id: job.id, status: 'CLOSED', mutationType: 'EDIT' });
    const [closed] = await t.outbox({ aggregateId: job.id, type: 'orgs-jobs.opportunity.closed' });
    expect(closed?.payload['applicantIds']).toEqual([a.userId, b.userId].sort());
    const mine = dataOf(await t.run(a, MINE, {})).userApplications.results;
    expect(mine).toEqual([{ id: applications[0]!.id, status: 'SUBMITTED', isOpportunityClosed: true }]);
  });
});

describe('userApplications and organizationApplications', () => {
  it('lists a member’s own applications newest first, searched by job title, a page at a time', async () => {
    const applicant = member();
    const first = await openPosition({ jobTitle: 'Worship Leader' });
    const second = await openPosition({ jobTitle: 'Youth Pastor' });
    const older = await apply(t, applicant, first.job.id);
    const newer = await apply(t, applicant, second.job.id);
    await apply(t, member(), second.job.id);
    const page = dataOf(await t.run(applicant, MINE, { first: 1 })).userApplications;
    const next = dataOf(await t.run(applicant, MINE, { first: 1, cursor: page.cursor })).userApplications;
    expect([...page.results, ...next.results].map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(next.hasNextPage).toBe(false);
    expect(dataOf(await t.run(applicant, MINE, { search: 'worship' })).userApplications.results.map((r) => r.id)).toEqual([older.id]);
    expect(errorCodes(await t.run(anonymousViewer, MINE, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('lists a job’s applications for the organization’s admins only, searched by message', async () => {
    const { admin, org, job } = await openPosition();
    const one = await apply(t, member(), job.id, { message: 'Ordained in 2010' });
    const two = await apply(t, member(), job.id, { message: 'Bivocational teacher' });
    const listed = dataOf(await t.run(admin, FOR_JOB, { opportunityId: job.id })).organizationApplications;
    expect(listed.results.map((r) => r.id)).toEqual([two.id, one.id]);
    expect(dataOf(await t.run(admin, FOR_JOB, { opportunityId: job.id, search: 'ordained' })).organizationApplications.results.map((r) => r.id)).toEqual([one.id]);
    const other = member();
    await grantRole(t, org.id, other, OrganizationRole.MEMBER);
    for (const viewer of [other, member([PlatformRole.ADMIN])]) {
      expect(errorCodes(await t.run(viewer, FOR_JOB, { opportunityId: job.id }))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await t.run(anonymousViewer, FOR_JOB, { opportunityId: job.id }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(admin, FOR_JOB, { opportunityId: randomUUID() }))).toEqual(['NOT_FOUND']);

    const ON_JOB = graphql(`query OpportunityApplications($id: ID!) { opportunity(id: $id) { applications { results { id } } } }`);
    expect(dataOf(await t.run(admin, ON_JOB, { id: job.id })).opportunity?.applications?.results).toEqual([{ id: two.id }, { id: one.id }]);
    for (const viewer of [other, anonymousViewer, member([PlatformRole.ADMIN])]) {
      expect(dataOf(await t.run(viewer, ON_JOB, { id: job.id })).opportunity?.applications).toBeNull();
    }
  });
});
