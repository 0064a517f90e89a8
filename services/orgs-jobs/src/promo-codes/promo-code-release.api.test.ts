import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { addOrganization, member } from '../organizations/organizations.testing.ts';
import { jobVariables, OPPORTUNITY, postJob, promoCode } from '../opportunities/opportunities.testing.ts';

// A promo code's uses are held by live postings only: a posting deleted unpaid gives its use back.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const usedCount = async (code: string) => (await t.sql<{ used_count: number }>('select used_count from promo_code where code = ?', [code]))[0]!.used_count;
const remove = (viewer: ReturnType<typeof member>, id: string) => t.run(viewer, OPPORTUNITY, { id, mutationType: 'DELETE' });

describe('promo code uses of deleted postings', () => {
  it('a posting deleted unpaid gives its use back, once, even when deleted twice at once', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const code = await promoCode(t, org.id, 50, 1);
    const first = await postJob(t, admin, org.id, { promoCode: code });
    expect(first.status).toBe('AWAITING_PAYMENT');
    expect((await t.run(admin, OPPORTUNITY, jobVariables(org.id, { promoCode: code }))).errors?.[0]?.extensions?.['reason']).toBe('PROMO_CODE_USED_UP');
    const outcomes = await Promise.all([remove(admin, first.id), remove(admin, first.id)]);
    expect(outcomes.filter((result) => !result.errors).length).toBe(1);
    expect(await usedCount(code)).toBe(0);
    expect((await postJob(t, admin, org.id, { promoCode: code })).status).toBe('AWAITING_PAYMENT');
    expect(await usedCount(code)).toBe(1);
  });

  it('a published posting keeps its use; a draft never took one', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const free = await promoCode(t, org.id, 100, 2);
    const open = await postJob(t, admin, org.id, { promoCode: free });
    expect(open.status).toBe('OPEN');
    expect(errorCodes(await remove(admin, open.id))).toEqual(['CONFLICT']);
    const draft = await postJob(t, admin, org.id, { status: 'DRAFT', promoCode: free });
    dataOf(await remove(admin, draft.id));
    expect(await usedCount(free)).toBe(1);
  });

  it('never passes its limit while postings are deleted and 20 others post with it at once', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const code = await promoCode(t, org.id, 25, 5);
    const held = await Promise.all(Array.from({ length: 5 }, () => postJob(t, admin, org.id, { promoCode: code })));
    const results = await Promise.all([
      ...held.map((job) => remove(admin, job.id)),
      ...Array.from({ length: 20 }, () => t.run(admin, OPPORTUNITY, jobVariables(org.id, { promoCode: code }))),
    ]);
    const posted = results.slice(5).filter((result) => !result.errors).length;
    expect(posted).toBeLessThanOrEqual(5);
    expect(results.slice(5).filter((result) => result.errors).map((result) => result.errors?.[0]?.extensions?.['reason'])).toEqual(
      Array(20 - posted).fill('PROMO_CODE_USED_UP'),
    );
    // The count is exactly the live postings holding a use.
    expect(await usedCount(code)).toBe(posted);
    expect(await t.count('promo_code_redemption r join opportunity o on o.id = r.purchase_id', 'o.organization_id = ?', [org.id])).toBe(posted);
  });
});
