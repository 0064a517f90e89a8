import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import type { OpportunityMutationVariables } from '../__generated__/documents/graphql.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';
import { expire, inDays, jobVariables, OPPORTUNITY, openJob, postJob, promoCode } from './opportunities.testing.ts';

// opportunity~ on real PostgreSQL, as the organization's admin, another member, a platform admin and anonymous.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

type Override = Partial<OpportunityMutationVariables>;

async function organizationWithAdmin() {
  const admin = member();
  const org = await addOrganization(t, admin);
  return { admin, org };
}

describe('opportunity ADD', () => {
  it('posts a job awaiting its fee, with every field, and records no event until it opens', async () => {
    const { admin, org } = await organizationWithAdmin();
    const deadline = inDays(30);
    const job = await postJob(t, admin, org.id, {
      type: 'CONTRACT',
      jobTitle: '  Interim Worship Leader ',
      requirements: 'Five years leading worship',
      benefits: ' ',
      contractRate: 45.5,
      contractPayPer: 'HOUR',
      deadline,
      unclaimedPostUrl: 'https://jobs.example.org/1',
      denomination: 'Baptist',
      ordinationRequired: true,
      bivocational: true,
      housingProvided: true,
      workplace: 'HYBRID',
    });
    expect(job).toMatchObject({
      type: 'CONTRACT',
      status: 'AWAITING_PAYMENT',
      organizationId: org.id,
      jobTitle: 'Interim Worship Leader',
      requirements: 'Five years leading worship',
      benefits: null,
      salaryStartRange: 40_000,
      salaryEndRange: 55_000,
      contractRate: 45.5,
      contractPayPer: 'HOUR',
      deadline: deadline.toISOString(),
      jobPostFee: 49,
      feeDue: 49,
      promoCode: null,
      denomination: 'Baptist',
      ordinationRequired: true,
      bivocational: true,
      housingProvided: true,
      workplace: 'HYBRID',
      publishedAt: null,
    });
    const [row] = await t.sql<{ job_post_fee: string; fee_due: string }>('select job_post_fee, fee_due from opportunity where id = ?', [job.id]);
    expect(row).toEqual({ job_post_fee: '49.00', fee_due: '49.00' });
    expect(await t.outbox({ aggregateId: job.id })).toEqual([]);
  });

  it('opens at once when a promo code leaves nothing to pay, and records the event', async () => {
    const { admin, org } = await organizationWithAdmin();
    const code = await promoCode(t, org.id, 100);
    const job = await postJob(t, admin, org.id, { promoCode: code.toLowerCase() });
    expect(job).toMatchObject({ status: 'OPEN', feeDue: 0, promoCode: code.toLowerCase(), publishedAt: expect.any(String) });
    expect((await t.outbox({ aggregateId: job.id })).map((e) => e.type)).toEqual(['orgs-jobs.opportunity.opened']);
  });

  it('charges what a partial promo code leaves', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await postJob(t, admin, org.id, { promoCode: await promoCode(t, org.id, 50) });
    expect(job).toMatchObject({ status: 'AWAITING_PAYMENT', feeDue: 24.5 });
  });

  it('refuses an unknown or used-up promo code on promoCode, and stores nothing', async () => {
    const { admin, org } = await organizationWithAdmin();
    const before = await t.count('opportunity');
    const unknown = await t.run(admin, OPPORTUNITY, jobVariables(org.id, { promoCode: 'NOPE' }));
    expect(errorCodes(unknown)).toEqual(['NOT_FOUND']);
    expect(unknown.errors?.[0]?.extensions?.['reason']).toBe('PROMO_CODE_NOT_FOUND');
    expect(fieldErrors(unknown)).toEqual({ promoCode: 'This promo code does not exist' });

    const once = await promoCode(t, org.id, 100, 1);
    await postJob(t, admin, org.id, { promoCode: once });
    const usedUp = await t.run(admin, OPPORTUNITY, jobVariables(org.id, { promoCode: once }));
    expect(usedUp.errors?.[0]?.extensions?.['reason']).toBe('PROMO_CODE_USED_UP');
    expect(await t.count('opportunity')).toBe(before + 1);
  });

  it('saves a draft without charging or redeeming anything', async () => {
    const { admin, org } = await organizationWithAdmin();
    const code = await promoCode(t, org.id, 100, 1);
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT', promoCode: code });
    expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect(await t.count('promo_code', 'code = ? and used_count = 0', [code])).toBe(1);
  });

  it.each<[Override, Record<string, string>]>([
    [{ type: null, jobTitle: ' ', description: null }, { type: 'required', jobTitle: 'required', description: 'required' }],
    [{ organizationId: null }, { organizationId: 'required' }],
    [{ organizationId: 'org-1' }, { organizationId: 'is not a valid id' }],
    [{ salaryStartRange: null, salaryEndRange: undefined }, { salaryStartRange: 'required', salaryEndRange: 'required' }],
    [{ salaryStartRange: -1 }, { salaryStartRange: 'must not be negative' }],
    [{ salaryEndRange: 5e12 }, { salaryEndRange: 'must be less than 1,000,000,000' }],
    [{ salaryStartRange: 60_000, salaryEndRange: 50_000 }, { salaryEndRange: 'must be at least the start of the range' }],
    [{ jobPostFee: null }, { jobPostFee: 'required' }],
    [{ jobPostFee: 0 }, { jobPostFee: 'must be 49.00' }],
    [{ contractRate: 30 }, { contractPayPer: 'required with a contract rate' }],
    [{ contractRate: 0, contractPayPer: 'HOUR' }, { contractRate: 'must be more than 0' }],
    [{ deadline: new Date(Date.now() - 60_000) }, { deadline: 'must be in the future' }],
    [{ unclaimedPostUrl: 'http://jobs.example.org' }, { unclaimedPostUrl: 'please add the prefix https://' }],
    [{ videoId: 'video-1' }, { videoId: 'is not a valid id' }],
    [{ status: 'CLOSED' }, { status: 'must be DRAFT or OPEN' }],
  ])('refuses %p with the rule broken and stores nothing', async (override, fields) => {
    const { admin, org } = await organizationWithAdmin();
    const before = await t.count('opportunity');
    const result = await t.run(admin, OPPORTUNITY, jobVariables(org.id, override));
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await t.count('opportunity')).toBe(before);
  });

  it('lets only the organization’s admins post: not its other members, a platform admin or anonymous', async () => {
    const { org } = await organizationWithAdmin();
    const other = member();
    await grantRole(t, org.id, other, OrganizationRole.MEMBER);
    const before = await t.count('opportunity');
    for (const viewer of [other, member(), member([PlatformRole.ADMIN])]) {
      expect(errorCodes(await t.run(viewer, OPPORTUNITY, jobVariables(org.id)))).toEqual(['FORBIDDEN']);
    }
    const anonymous = await t.run(anonymousViewer, OPPORTUNITY, jobVariables(org.id, { jobTitle: '' }));
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(anonymous)).toEqual({});
    const unknown = await t.run(member(), OPPORTUNITY, jobVariables('00000000-0000-4000-8000-000000000000'));
    expect(errorCodes(unknown)).toEqual(['NOT_FOUND']);
    expect(await t.count('opportunity')).toBe(before);
  });

  it('refuses the mutation types it does not support', async () => {
    const { admin, org } = await organizationWithAdmin();
    const result = await t.run(admin, OPPORTUNITY, jobVariables(org.id, { mutationType: 'READ_ALL' }));
    expect(fieldErrors(result)).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
  });
});

describe('opportunity EDIT', () => {
  it('changes only the fields given, clears blank text, and keeps the rules across fields', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await openJob(t, admin, org.id, { requirements: 'Seminary degree', denomination: 'Methodist' });
    const edited = dataOf(
      await t.run(admin, OPPORTUNITY, { id: job.id, jobTitle: 'Senior Pastor', requirements: '', salaryEndRange: 90_000, ordinationRequired: null, mutationType: 'EDIT' }),
    ).opportunity;
    expect(edited).toMatchObject({ jobTitle: 'Senior Pastor', requirements: null, denomination: 'Methodist', salaryEndRange: 90_000, status: 'OPEN' });

    const inverted = await t.run(admin, OPPORTUNITY, { id: job.id, salaryStartRange: 100_000, mutationType: 'EDIT' });
    expect(fieldErrors(inverted)).toEqual({ salaryEndRange: 'must be at least the start of the range' });
    const rateWithoutPeriod = await t.run(admin, OPPORTUNITY, { id: job.id, contractRate: 20, mutationType: 'EDIT' });
    expect(fieldErrors(rateWithoutPeriod)).toEqual({ contractPayPer: 'required with a contract rate' });
    const past = await t.run(admin, OPPORTUNITY, { id: job.id, deadline: new Date(Date.now() - 1000), mutationType: 'EDIT' });
    expect(fieldErrors(past)).toEqual({ deadline: 'must be in the future' });
    const [row] = await t.sql<{ salary_start_range: string }>('select salary_start_range from opportunity where id = ?', [job.id]);
    expect(row?.salary_start_range).toBe('40000.00');
  });

  it('posts a draft with EDIT status OPEN, redeeming its promo code then', async () => {
    const { admin, org } = await organizationWithAdmin();
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT' });
    const code = await promoCode(t, org.id, 100);
    await t.run(admin, OPPORTUNITY, { id: draft.id, promoCode: code, mutationType: 'EDIT' });
    const posted = dataOf(await t.run(admin, OPPORTUNITY, { id: draft.id, status: 'OPEN', mutationType: 'EDIT' })).opportunity;
    expect(posted).toMatchObject({ status: 'OPEN', feeDue: 0, promoCode: code });
    const again = await t.run(admin, OPPORTUNITY, { id: draft.id, status: 'OPEN', mutationType: 'EDIT' });
    expect(errorCodes(again)).toEqual(['CONFLICT']);
    const lateCode = await t.run(admin, OPPORTUNITY, { id: draft.id, promoCode: code, mutationType: 'EDIT' });
    expect(fieldErrors(lateCode)).toEqual({ status: 'cannot take a promo code while OPEN' });
  });

  it('closes an open or expired job, then refuses every change', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await openJob(t, admin, org.id, { deadline: inDays(3) });
    await expire(t, job.id);
    const closed = dataOf(await t.run(admin, OPPORTUNITY, { id: job.id, status: 'CLOSED', mutationType: 'EDIT' })).opportunity;
    expect(closed).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    expect((await t.outbox({ aggregateId: job.id })).at(-1)).toEqual({
      type: 'orgs-jobs.opportunity.closed',
      aggregateId: job.id,
      actorId: admin.userId,
      payload: { opportunityId: job.id, organizationId: org.id, jobTitle: job.jobTitle, closedById: admin.userId, applicantIds: [] },
    });
    const edit = await t.run(admin, OPPORTUNITY, { id: job.id, jobTitle: 'Reopened', mutationType: 'EDIT' });
    expect(errorCodes(edit)).toEqual(['CONFLICT']);
    expect(fieldErrors(edit)).toEqual({ status: 'cannot change while CLOSED' });
  });

  it('opens an expired job again when its deadline moves into the future', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await openJob(t, admin, org.id, { deadline: inDays(3) });
    await expire(t, job.id);
    const reopened = dataOf(await t.run(admin, OPPORTUNITY, { id: job.id, deadline: inDays(10), mutationType: 'EDIT' })).opportunity;
    expect(reopened?.status).toBe('OPEN');
  });

  it('does not close a job that was never published (it is deleted instead)', async () => {
    const { admin, org } = await organizationWithAdmin();
    const awaiting = await postJob(t, admin, org.id);
    const result = await t.run(admin, OPPORTUNITY, { id: awaiting.id, status: 'CLOSED', mutationType: 'EDIT' });
    expect(fieldErrors(result)).toEqual({ status: 'cannot be closed (delete it instead) while AWAITING_PAYMENT' });
  });

  it('is refused to anyone but the organization’s admins, and for an unknown id', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await openJob(t, admin, org.id);
    const other = member();
    await grantRole(t, org.id, other, OrganizationRole.MEMBER);
    for (const viewer of [other, member([PlatformRole.ADMIN])]) {
      expect(errorCodes(await t.run(viewer, OPPORTUNITY, { id: job.id, status: 'CLOSED', mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await t.run(anonymousViewer, OPPORTUNITY, { id: job.id, status: 'CLOSED', mutationType: 'EDIT' }))).toEqual(['UNAUTHENTICATED']);
    const unknown = await t.run(admin, OPPORTUNITY, { id: '00000000-0000-4000-8000-000000000000', jobTitle: 'X', mutationType: 'EDIT' });
    expect(errorCodes(unknown)).toEqual(['NOT_FOUND']);
    const [row] = await t.sql<{ status: string }>('select status from opportunity where id = ?', [job.id]);
    expect(row?.status).toBe('OPEN');
  });

  it('closes a job once when its admins close it many times at once', async () => {
    const { admin, org } = await organizationWithAdmin();
    const job = await openJob(t, admin, org.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.run(admin, OPPORTUNITY, { id: job.id, status: 'CLOSED', mutationType: 'EDIT' })),
    );
    expect(results.map((r) => errorCodes(r)[0] ?? 'OK').sort()).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'OK']);
    expect(await t.count('outbox_event', `type = 'orgs-jobs.opportunity.closed' and aggregate_id = ?`, [job.id])).toBe(1);
  });
});

describe('opportunity DELETE', () => {
  it('deletes a draft or one awaiting payment, not a published one', async () => {
    const { admin, org } = await organizationWithAdmin();
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT' });
    const awaiting = await postJob(t, admin, org.id);
    const open = await openJob(t, admin, org.id);
    for (const job of [draft, awaiting]) {
      expect(dataOf(await t.run(admin, OPPORTUNITY, { id: job.id, mutationType: 'DELETE' })).opportunity?.id).toBe(job.id);
    }
    const refused = await t.run(admin, OPPORTUNITY, { id: open.id, mutationType: 'DELETE' });
    expect(errorCodes(refused)).toEqual(['CONFLICT']);
    expect(await t.count('opportunity', 'organization_id = ?', [org.id])).toBe(1);
  });

  it('is refused to other members', async () => {
    const { admin, org } = await organizationWithAdmin();
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT' });
    expect(errorCodes(await t.run(member(), OPPORTUNITY, { id: draft.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(await t.count('opportunity', 'id = ?', [draft.id])).toBe(1);
  });
});
