import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DomainError } from '@koinonia/kit';
import { dataOf, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { addPromoCode, platformAdmin, PROMO_CODES } from '../promo-codes/promo-codes.testing.ts';
import { redeemPostingPromo } from './posting-fee.ts';

// redeemPostingPromo, as the opportunities feature calls it: in the caller's transaction.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const redeem = (code: string, organizationId: string, fee: number, opportunityId: string = randomUUID()) =>
  t.service.orm.em.fork().transactional((em) => redeemPostingPromo(em, { code, organizationId, opportunityId, fee }));

const usedCount = async (id: string) => (await t.sql<{ used_count: number }>('select used_count from promo_code where id = ?', [id]))[0]!.used_count;

describe('redeemPostingPromo', () => {
  it('returns what remains to pay, to the cent and never below 0', async () => {
    const organizationId = randomUUID();
    const fifteen = await addPromoCode(t, { percentage: 15 });
    expect((await redeem(fifteen.code, organizationId, 49.99)).amountDue).toBe(42.49);
    const all = await addPromoCode(t, { percentage: 100 });
    expect(await redeem(all.code, organizationId, 49.99)).toEqual({ promoCodeId: all.id, amountDue: 0 });
    const price = await addPromoCode(t, { discountType: 'PRICE', price: 60, percentage: null });
    expect((await redeem(price.code, organizationId, 50)).amountDue).toBe(0);
    const ten = await addPromoCode(t, { discountType: 'PRICE', price: 10.1, percentage: null });
    expect((await redeem(ten.code.toLowerCase(), organizationId, 50)).amountDue).toBe(39.9);
  });

  it("prefers the organization's own code, and counts one use per opportunity", async () => {
    const organizationId = randomUUID();
    const general = await addPromoCode(t, { percentage: 10 });
    const own = await addPromoCode(t, { code: general.code, entityId: organizationId, percentage: 50 });
    const opportunityId = randomUUID();
    expect(await redeem(general.code, organizationId, 100, opportunityId)).toEqual({ promoCodeId: own.id, amountDue: 50 });
    expect(await redeem(general.code, organizationId, 100, opportunityId)).toEqual({ promoCodeId: own.id, amountDue: 50 });
    expect(await usedCount(own.id)).toBe(1);
    expect((await redeem(general.code, randomUUID(), 100)).promoCodeId).toBe(general.id);
  });

  it('refuses unknown, expired and used-up codes with their reason, counting nothing', async () => {
    const organizationId = randomUUID();
    const reason = (work: Promise<unknown>) => work.then(() => 'accepted', (error: unknown) => (error instanceof DomainError ? (error as DomainError & { reason: string }).reason : String(error)));
    expect(await reason(redeem('NOSUCHCODE', organizationId, 10))).toBe('PROMO_CODE_NOT_FOUND');
    const other = await addPromoCode(t, { entityId: randomUUID() });
    expect(await reason(redeem(other.code, organizationId, 10))).toBe('PROMO_CODE_NOT_FOUND');
    const expired = await addPromoCode(t);
    await t.sql(`update promo_code set expiry = now() - interval '1 second' where id = ?`, [expired.id]);
    expect(await reason(redeem(expired.code, organizationId, 10))).toBe('PROMO_CODE_EXPIRED');
    const once = await addPromoCode(t, { useLimit: 1 });
    await redeem(once.code, organizationId, 10);
    expect(await reason(redeem(once.code, organizationId, 10))).toBe('PROMO_CODE_USED_UP');
    expect([await usedCount(expired.id), await usedCount(once.id)]).toEqual([0, 1]);
  });

  it('gives the last use to exactly one of 50 buyers redeeming at once', async () => {
    const code = await addPromoCode(t, { useLimit: 50 });
    await t.sql('update promo_code set used_count = 49 where id = ?', [code.id]);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => redeem(code.code, randomUUID(), 20)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(new Set(refused.map((o) => (o.reason as { reason?: string }).reason))).toEqual(new Set(['PROMO_CODE_USED_UP']));
    const listed = dataOf(await t.run(platformAdmin, PROMO_CODES, { entityType: 'JOB_POSTING' })).promoCodes.find((c) => c.id === code.id);
    expect(listed).toBeDefined();
    expect(await usedCount(code.id)).toBe(50);
    expect(await t.count('promo_code_redemption', 'promo_code_id = ?', [code.id])).toBe(1);
  });

  it('gives 10 uses to 50 buyers at once, no more', async () => {
    const code = await addPromoCode(t, { useLimit: 10 });
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => redeem(code.code, randomUUID(), 20)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect(await usedCount(code.id)).toBe(10);
  });
});
