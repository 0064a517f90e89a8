import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { OpportunityMutation, OpportunityMutationVariables } from '../__generated__/documents/graphql.ts';
import type { OrgsJobsConfig } from '../config.ts';
import { JOB_POST_FEE } from './opportunity.input.ts';

type T = TestService<OrgsJobsConfig>;

export const OPPORTUNITY = graphql(`
  mutation Opportunity($id: ID, $type: OpportunityType, $status: OpportunityStatus, $organizationId: ID, $jobTitle: String,
    $description: String, $requirements: String, $benefits: String, $salaryStartRange: Float, $salaryEndRange: Float,
    $contractRate: Float, $contractPayPer: ContractPayPer, $deadline: DateTime, $videoId: ID, $jobPostFee: Float,
    $promoCode: String, $unclaimedPostUrl: String, $denomination: String, $ordinationRequired: Boolean,
    $bivocational: Boolean, $housingProvided: Boolean, $workplace: Workplace, $mutationType: MutationType!) {
    opportunity(id: $id, type: $type, status: $status, organizationId: $organizationId, jobTitle: $jobTitle,
      description: $description, requirements: $requirements, benefits: $benefits, salaryStartRange: $salaryStartRange,
      salaryEndRange: $salaryEndRange, contractRate: $contractRate, contractPayPer: $contractPayPer, deadline: $deadline,
      videoId: $videoId, jobPostFee: $jobPostFee, promoCode: $promoCode, unclaimedPostUrl: $unclaimedPostUrl,
      denomination: $denomination, ordinationRequired: $ordinationRequired, bivocational: $bivocational,
      housingProvided: $housingProvided, workplace: $workplace, mutationType: $mutationType) {
      id type status organizationId jobTitle description requirements benefits salaryStartRange salaryEndRange
      contractRate contractPayPer deadline videoId jobPostFee feeDue promoCode unclaimedPostUrl denomination
      ordinationRequired bivocational housingProvided workplace publishedAt closedAt
    }
  }
`);

export type Job = NonNullable<OpportunityMutation['opportunity']>;

export const inDays = (days: number): Date => new Date(Date.now() + days * 86_400_000);

/** A valid ADD's variables for the organization. */
export const jobVariables = (organizationId: string, overrides: Partial<OpportunityMutationVariables> = {}): OpportunityMutationVariables => ({
  type: 'FULL_TIME',
  organizationId,
  jobTitle: 'Associate Pastor',
  description: 'Shepherd our young adults ministry',
  salaryStartRange: 40_000,
  salaryEndRange: 55_000,
  jobPostFee: JOB_POST_FEE,
  mutationType: 'ADD',
  ...overrides,
});

/** Posts an opportunity through GraphQL as `viewer` (an admin of the organization) and returns it. */
export async function postJob(t: T, viewer: Viewer, organizationId: string, overrides: Partial<OpportunityMutationVariables> = {}): Promise<Job> {
  const opportunity = dataOf(await t.run(viewer, OPPORTUNITY, jobVariables(organizationId, overrides))).opportunity;
  if (!opportunity) throw new Error('ADD answered no opportunity');
  return opportunity;
}

/** A job-posting promo code for the organization (promo codes are managed by payments' own API). */
export async function promoCode(t: T, organizationId: string, percentage: number, useLimit: number | null = null): Promise<string> {
  const code = `FREE${randomUUID().slice(0, 8)}`.toUpperCase();
  await t.sql(
    `insert into promo_code (id, code, entity_type, entity_id, discount_type, percentage, use_limit, created_by, created_at, updated_at)
     values (?, ?, 'JOB_POSTING', ?, 'PERCENTAGE', ?, ?, ?, now(), now())`,
    [randomUUID(), code, organizationId, percentage, useLimit, randomUUID()],
  );
  return code;
}

/** An open job with nothing due (a 100% promo code), as `viewer`, an admin of the organization. */
export const openJob = async (t: T, viewer: Viewer, organizationId: string, overrides: Partial<OpportunityMutationVariables> = {}): Promise<Job> =>
  postJob(t, viewer, organizationId, { promoCode: await promoCode(t, organizationId, 100), ...overrides });

/** Moves the deadline into the past directly (the API refuses a past deadline). */
export async function expire(t: T, opportunityId: string): Promise<void> {
  await t.sql(`update opportunity set deadline = now() - interval '1 minute' where id = ?`, [opportunityId]);
}
