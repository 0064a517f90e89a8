import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { addOrganization, member } from '../organizations/organizations.testing.ts';
import { addPromoCode, platformAdmin, PROMO_CODE, PROMO_CODES, VERIFY_PROMO_CODE } from './promo-codes.testing.ts';

let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['reason'];
const tomorrow = () => new Date(Date.now() + 86_400_000);

describe('promoCode ADD, EDIT and DELETE', () => {
  it('lets a platform admin make, change and delete a code, kept in capitals', async () => {
    const organizationId = randomUUID();
    const expiry = tomorrow();
    const code = await addPromoCode(t, { code: 'welcome25x', entityId: organizationId, discountType: 'PRICE', price: 25.5, percentage: null, expiry, useLimit: 3 });
    expect(code).toMatchObject({ code: 'WELCOME25X', entityType: 'JOB_POSTING', entityId: organizationId, discountType: 'PRICE', price: 25.5, percentage: null, useLimit: 3, usedCount: 0 });
    expect(new Date(code.expiry as string).getTime()).toBe(expiry.getTime());

    const edited = dataOf(await t.run(platformAdmin, PROMO_CODE, { id: code.id, discountType: 'PERCENTAGE', price: null, percentage: 100, mutationType: 'EDIT' })).promoCode;
    expect(edited).toMatchObject({ code: 'WELCOME25X', discountType: 'PERCENTAGE', price: null, percentage: 100, useLimit: 3 });

    expect(dataOf(await t.run(platformAdmin, PROMO_CODE, { id: code.id, mutationType: 'DELETE' })).promoCode?.id).toBe(code.id);
    expect(await t.count('promo_code', 'id = ?', [code.id])).toBe(0);
  });

  it('is refused to members, organization admins and anonymous visitors', async () => {
    const input = { code: 'NOPE', entityType: 'JOB_POSTING', discountType: 'PERCENTAGE', percentage: 10, mutationType: 'ADD' } as const;
    expect(errorCodes(await t.run(member(), PROMO_CODE, input))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, PROMO_CODE, input))).toEqual(['UNAUTHENTICATED']);
    const code = await addPromoCode(t);
    expect(errorCodes(await t.run(member(), PROMO_CODE, { id: code.id, percentage: 90, mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), PROMO_CODE, { id: code.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(await t.count('promo_code', `code = 'NOPE'`)).toBe(0);
  });

  it('refuses bad input with the field concerned, and changes nothing', async () => {
    const before = await t.count('promo_code');
    const add = (input: Record<string, unknown>) => t.run(platformAdmin, PROMO_CODE, { entityType: 'JOB_POSTING', discountType: 'PERCENTAGE', percentage: 10, code: 'OKCODE', mutationType: 'ADD', ...input });
    expect(fieldErrors(await add({ code: '  ' }))).toEqual({ code: 'required' });
    expect(fieldErrors(await add({ code: 'half-off' }))).toEqual({ code: 'must contain only letters and numbers' });
    expect(fieldErrors(await add({ percentage: 120 }))).toEqual({ percentage: 'must be at most 100' });
    expect(fieldErrors(await add({ percentage: 0 }))).toEqual({ percentage: 'must be more than 0' });
    expect(fieldErrors(await add({ discountType: 'PRICE', percentage: null }))).toEqual({ price: 'required for a PRICE discount' });
    expect(fieldErrors(await add({ discountType: 'PRICE', price: 1.234, percentage: null }))).toEqual({ price: 'must have at most 2 decimals' });
    expect(fieldErrors(await add({ useLimit: 0 }))).toEqual({ useLimit: 'must be at least 1' });
    expect(fieldErrors(await add({ expiry: new Date(Date.now() - 1000) }))).toEqual({ expiry: 'must be in the future' });
    expect(fieldErrors(await add({ entityType: 'EVENT' }))).toEqual({ entityId: 'required for an EVENT code' });
    expect(fieldErrors(await add({ entityId: 'org-1' }))).toEqual({ entityId: 'is not a valid id' });
    expect(fieldErrors(await add({ mutationType: 'SIGN_UP' }))).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
    expect(await t.count('promo_code')).toBe(before);
  });

  it('refuses a code already used in the same scope whatever its case, but not in another scope', async () => {
    const code = await addPromoCode(t);
    const again = await t.run(platformAdmin, PROMO_CODE, { code: code.code.toLowerCase(), entityType: 'JOB_POSTING', discountType: 'PERCENTAGE', percentage: 5, mutationType: 'ADD' });
    expect(errorCodes(again)).toEqual(['CONFLICT']);
    expect(fieldErrors(again)).toEqual({ code: 'already exists' });
    await addPromoCode(t, { code: code.code, entityId: randomUUID() });
  });

  it('never sets useLimit below the uses already counted; EDIT and DELETE of an unknown code are NOT_FOUND', async () => {
    const code = await addPromoCode(t, { useLimit: 5 });
    await t.sql('update promo_code set used_count = 3 where id = ?', [code.id]);
    expect(fieldErrors(await t.run(platformAdmin, PROMO_CODE, { id: code.id, useLimit: 2, mutationType: 'EDIT' }))).toEqual({ useLimit: 'must be at least 3, the uses so far' });
    expect(dataOf(await t.run(platformAdmin, PROMO_CODE, { id: code.id, useLimit: 3, mutationType: 'EDIT' })).promoCode?.useLimit).toBe(3);
    expect(errorCodes(await t.run(platformAdmin, PROMO_CODE, { id: randomUUID(), percentage: 5, mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(platformAdmin, PROMO_CODE, { id: randomUUID(), mutationType: 'DELETE' }))).toEqual(['NOT_FOUND']);
  });
});

describe('verifyPromoCode', () => {
  it('answers a usable code for its scope without using it, and refuses unknown, expired and used-up codes', async () => {
    const organizationId = randomUUID();
    const code = await addPromoCode(t, { entityId: organizationId, useLimit: 1 });
    const verify = (text: string, entityId = organizationId) => t.run(member(), VERIFY_PROMO_CODE, { code: text, entityType: 'JOB_POSTING', entityId });
    expect(dataOf(await verify(code.code.toLowerCase())).verifyPromoCode).toMatchObject({ id: code.id, percentage: 20, usedCount: 0 });

    const unknown = await verify('NOSUCHCODE');
    expect([errorCodes(unknown), reasonOf(unknown)]).toEqual([['NOT_FOUND'], 'PROMO_CODE_NOT_FOUND']);
    expect(reasonOf(await verify(code.code, randomUUID()))).toBe('PROMO_CODE_NOT_FOUND');

    await t.sql('update promo_code set used_count = 1 where id = ?', [code.id]);
    const usedUp = await verify(code.code);
    expect([errorCodes(usedUp), reasonOf(usedUp), usedUp.errors?.[0]?.message]).toEqual([['BAD_USER_INPUT'], 'PROMO_CODE_USED_UP', 'This promo code has been used up']);

    await t.sql(`update promo_code set used_count = 0, expiry = now() - interval '1 minute' where id = ?`, [code.id]);
    const expired = await verify(code.code);
    expect([errorCodes(expired), reasonOf(expired)]).toEqual([['BAD_USER_INPUT'], 'PROMO_CODE_EXPIRED']);
    expect(fieldErrors(expired)).toEqual({ code: 'This promo code has expired' });
  });

  it('is refused to anonymous visitors and for bad input', async () => {
    expect(errorCodes(await t.run(anonymousViewer, VERIFY_PROMO_CODE, { code: 'X', entityType: 'JOB_POSTING', entityId: randomUUID() }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(member(), VERIFY_PROMO_CODE, { code: ' ', entityType: 'JOB_POSTING', entityId: 'x' }))).toEqual({ code: 'required', entityId: 'is not a valid id' });
  });
});

describe('promoCodes', () => {
  it("lists a scope's codes to platform admins and an organization's own codes to its admins", async () => {
    const admin = member();
    const organization = await addOrganization(t, admin);
    const mine = await addPromoCode(t, { entityId: organization.id });
    const everyone = await addPromoCode(t);
    expect(dataOf(await t.run(admin, PROMO_CODES, { entityType: 'JOB_POSTING', entityId: organization.id })).promoCodes.map((c) => c.id)).toEqual([mine.id]);
    const all = dataOf(await t.run(platformAdmin, PROMO_CODES, { entityType: 'JOB_POSTING' })).promoCodes.map((c) => c.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, everyone.id]));
    expect(errorCodes(await t.run(admin, PROMO_CODES, { entityType: 'JOB_POSTING' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), PROMO_CODES, { entityType: 'JOB_POSTING', entityId: organization.id }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, PROMO_CODES, { entityType: 'JOB_POSTING' }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(platformAdmin, PROMO_CODES, { entityType: 'JOB_POSTING', entityId: 'x' }))).toEqual({ entityId: 'is not a valid id' });
  });
});
