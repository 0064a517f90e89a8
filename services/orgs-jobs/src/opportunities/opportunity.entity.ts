import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The spec names Opportunity's `type` but not its values. */
export const opportunityTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'VOLUNTEER', 'INTERNSHIP'] as const;
export type OpportunityType = (typeof opportunityTypes)[number];

/**
 * Stored states (README "Opportunity states"): DRAFT -> AWAITING_PAYMENT -> OPEN -> CLOSED, DRAFT ->
 * OPEN when nothing is due. EXPIRED is never stored: an OPEN opportunity past its deadline reads so.
 */
export const storedOpportunityStatuses = ['DRAFT', 'AWAITING_PAYMENT', 'OPEN', 'CLOSED'] as const;
export type StoredOpportunityStatus = (typeof storedOpportunityStatuses)[number];
export type OpportunityStatus = StoredOpportunityStatus | 'EXPIRED';

export const workplaces = ['REMOTE', 'ON_SITE', 'HYBRID'] as const;
export type Workplace = (typeof workplaces)[number];

export const contractPayPeriods = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'PROJECT'] as const;

export const OpportunityEntity = defineEntity({
  name: 'Opportunity',
  tableName: 'opportunity',
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid(),
    type: p.enum(opportunityTypes),
    status: p.enum(storedOpportunityStatuses),
    jobTitle: p.text(),
    description: p.text(),
    requirements: p.text().nullable(),
    benefits: p.text().nullable(),
    /** numeric: PostgreSQL's exact decimals, read as numbers. */
    salaryStartRange: p.decimal('number'),
    salaryEndRange: p.decimal('number'),
    contractRate: p.decimal('number').nullable(),
    contractPayPer: p.enum(contractPayPeriods).nullable(),
    deadline: p.datetime().nullable(),
    /** A video of identity's, by id (not verified: identity publishes no video events). */
    videoId: p.uuid().nullable(),
    /** The platform's posting fee when it was posted, and what remains to pay after a promo code. */
    jobPostFee: p.decimal('number'),
    feeDue: p.decimal('number'),
    promoCode: p.text().nullable(),
    unclaimedPostUrl: p.text().nullable(),
    denomination: p.text().nullable(),
    ordinationRequired: p.boolean().default(false),
    bivocational: p.boolean().default(false),
    housingProvided: p.boolean().default(false),
    workplace: p.enum(workplaces).default('ON_SITE'),
    postedBy: p.uuid(),
    /** When it opened (first went OPEN): the job board's order. */
    publishedAt: p.datetime().nullable(),
    closedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Opportunity = InferEntity<typeof OpportunityEntity>;

/** What readers see: an OPEN opportunity whose deadline has passed is EXPIRED. */
export function statusOf(opportunity: Pick<Opportunity, 'status' | 'deadline'>, now = new Date()): OpportunityStatus {
  if (opportunity.status === 'OPEN' && opportunity.deadline && opportunity.deadline <= now) return 'EXPIRED';
  return opportunity.status;
}

/** Whether members can apply: OPEN and before its deadline. */
export const isAcceptingApplications = (opportunity: Pick<Opportunity, 'status' | 'deadline'>): boolean =>
  statusOf(opportunity) === 'OPEN';
