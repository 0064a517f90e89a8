import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { addOrganization, member } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';
import { openPaidOpportunity } from './opportunity-lifecycle.ts';
import { postJob } from './opportunities.testing.ts';

// payments' side of the job board: a paid posting fee opens the opportunity, exactly once.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const stored = async (id: string) =>
  (
    await t.sql<{ status: string; published_at: string | null }>(
      `select status, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at from opportunity where id = ?`,
      [id],
    )
  )[0];
const openInTransaction = (id: string) => t.service.orm.em.fork().transactional((em) => openPaidOpportunity(em, id));

describe('openPaidOpportunity', () => {
  it('opens an opportunity awaiting payment, sets publishedAt and records the event', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const job = await postJob(t, admin, org.id);
    expect(job).toMatchObject({ status: 'AWAITING_PAYMENT', feeDue: 49, publishedAt: null });

    expect(await openInTransaction(job.id)).toBe(true);
    const row = await stored(job.id);
    expect(row?.status).toBe('OPEN');
    expect(row?.published_at).toEqual(expect.any(String));
    expect(await t.outbox({ aggregateId: job.id })).toEqual([
      {
        type: 'orgs-jobs.opportunity.opened',
        aggregateId: job.id,
        actorId: null,
        payload: { opportunityId: job.id, organizationId: org.id, jobTitle: job.jobTitle, publishedAt: row?.published_at },
      },
    ]);
  });

  it('opens it once when the same payment is delivered many times at once', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const job = await postJob(t, admin, org.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => openInTransaction(job.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.count('outbox_event', `type = 'orgs-jobs.opportunity.opened' and aggregate_id = ?`, [job.id])).toBe(1);
  });

  it('changes nothing for a draft, a closed or an unknown opportunity', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT' });
    expect(await openInTransaction(draft.id)).toBe(false);
    expect((await stored(draft.id))?.status).toBe('DRAFT');
    expect(await openInTransaction('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await openInTransaction('not-a-uuid')).toBe(false);
    expect(await t.outbox({ aggregateId: draft.id })).toEqual([]);
  });
});
