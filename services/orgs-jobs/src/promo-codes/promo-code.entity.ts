import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What a code discounts: job postings (its entity is an organization) or event tickets (an event). */
export const promoCodeEntityTypes = ['JOB_POSTING', 'EVENT'] as const;
export type PromoCodeEntityType = (typeof promoCodeEntityTypes)[number];

/** The spec's Discount type. */
export const discountTypes = ['PERCENTAGE', 'PRICE'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const PromoCodeEntity = defineEntity({
  name: 'PromoCode',
  tableName: 'promo_code',
  properties: {
    id: p.uuid().primary(),
    code: p.string(),
    entityType: p.enum(promoCodeEntityTypes),
    /** null: any organization (or event) may use it. */
    entityId: p.uuid().nullable(),
    discountType: p.enum(discountTypes),
    /** numeric(10,2): PostgreSQL's exact decimals, read as numbers. */
    price: p.decimal('number').nullable(),
    percentage: p.decimal('number').nullable(),
    expiry: p.datetime().nullable(),
    useLimit: p.integer().nullable(),
    /** Only ever changed by one conditional UPDATE (promo-code-redemption.ts). */
    usedCount: p.integer().default(0),
    createdBy: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type PromoCode = InferEntity<typeof PromoCodeEntity>;
