import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { badInput, defineUseCase, mapUniqueViolation, notFound, rules } from '@koinonia/kit';
import { PromoCodeEntity, type PromoCode } from './promo-code.entity.ts';
import { fieldProblems, promoCodeFields } from './promo-code.input.ts';
import { promoCodeTaken } from './promo-codes.errors.ts';

const uniqueCode = { promo_code_scope_unique: promoCodeTaken };

const promoCodeNotFound = () => notFound('Promo code');

const inFuture = (expiry: Date | null | undefined) => {
  if (expiry && expiry.getTime() <= Date.now()) throw badInput([{ path: 'expiry', message: 'must be in the future' }]);
};

/**
 * promoCode ADD: platform admins make codes (job-posting fees are the platform's income; event codes
 * too until orgs-jobs knows event admins, see the README).
 */
export const addPromoCode = defineUseCase({
  access: 'admin',
  input: promoCodeFields.extend({
    code: promoCodeFields.shape.code.unwrap(),
    entityType: promoCodeFields.shape.entityType.unwrap(),
    discountType: promoCodeFields.shape.discountType.unwrap(),
  }),
  execute: async (ctx, input): Promise<PromoCode> => {
    const values = {
      code: input.code,
      entityType: input.entityType,
      entityId: input.entityId ?? null,
      discountType: input.discountType,
      price: input.price ?? null,
      percentage: input.percentage ?? null,
      expiry: input.expiry ?? null,
      useLimit: input.useLimit ?? null,
      usedCount: 0,
    };
    const problems = fieldProblems(values);
    if (problems.length) throw badInput(problems);
    inFuture(values.expiry);
    return mapUniqueViolation(
      () => ctx.em.transactional(async (em) => em.create(PromoCodeEntity, { ...values, id: randomUUID(), createdBy: ctx.viewer.userId })),
      uniqueCode,
    );
  },
});

/**
 * promoCode EDIT: only the fields given change. The row is locked while checked, so a redemption at
 * the same moment waits and `useLimit` is never set below the uses already counted.
 */
export const editPromoCode = defineUseCase({
  access: 'admin',
  input: promoCodeFields.extend({ id: rules.id() }),
  execute: async (ctx, { id, ...changes }): Promise<PromoCode> =>
    mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const promoCode = await em.findOne(PromoCodeEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
          if (!promoCode) throw promoCodeNotFound();
          const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
          const next = { ...promoCode, ...given } as PromoCode;
          const problems = fieldProblems(next);
          if (problems.length) throw badInput(problems);
          if (changes.expiry !== undefined) inFuture(changes.expiry);
          em.assign(promoCode, given);
          return promoCode;
        }),
      uniqueCode,
    ),
});

export const deletePromoCode = defineUseCase({
  access: 'admin',
  input: z.object({ id: rules.id() }),
  execute: async (ctx, { id }): Promise<PromoCode> =>
    ctx.em.transactional(async (em) => {
      const promoCode = await em.findOne(PromoCodeEntity, { id });
      if (!promoCode) throw promoCodeNotFound();
      em.remove(promoCode);
      return promoCode;
    }),
});
