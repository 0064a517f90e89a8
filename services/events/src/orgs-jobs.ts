import { z } from 'zod';

/** Events orgs-jobs publishes. A contract is never changed in place: add a new version instead. */
export const orgsJobsEvents = {
  'orgs-jobs.organization.created': {
    1: z.object({
      organizationId: z.string(),
      slug: z.string(),
      name: z.string(),
      type: z.string(),
      /** The signed-in user who created it; they hold its first admin role. */
      createdById: z.string(),
    }),
  },
  'orgs-jobs.organization.updated': {
    1: z.object({
      organizationId: z.string(),
      slug: z.string(),
      name: z.string(),
      type: z.string(),
    }),
  },
  'orgs-jobs.organization.deleted': {
    1: z.object({ organizationId: z.string(), slug: z.string() }),
  },
  /**
   * A person's role in an organization after a change (updateUsersOrganizationRole): ADMIN, MEMBER
   * (a role without admin), or null when they no longer hold one. The whole state, so a consumer
   * applies it as it is. Aggregate: the organization.
   */
  'orgs-jobs.organization.role-changed': {
    1: z.object({
      organizationId: z.string(),
      userId: z.string(),
      role: z.enum(['ADMIN', 'MEMBER']).nullable(),
      isStudent: z.boolean(),
    }),
  },
  /** A platform admin set the organization's status (ACTIVE or SUSPENDED). Aggregate: the organization. */
  'orgs-jobs.organization.status-changed': {
    1: z.object({ organizationId: z.string(), status: z.enum(['ACTIVE', 'SUSPENDED']) }),
  },
  /** A person started following an organization. Aggregate: the organization. */
  'orgs-jobs.organization.followed': {
    1: z.object({ organizationId: z.string(), userId: z.string() }),
  },
  /** A person stopped following an organization. Aggregate: the organization. */
  'orgs-jobs.organization.unfollowed': {
    1: z.object({ organizationId: z.string(), userId: z.string() }),
  },
  /** An opportunity went OPEN: at once (nothing due) or when its posting fee was paid. Aggregate: the opportunity. */
  'orgs-jobs.opportunity.opened': {
    1: z.object({ opportunityId: z.string(), organizationId: z.string(), jobTitle: z.string(), publishedAt: z.string() }),
  },
  /** An admin closed it; `applicantIds`: the members whose applications were still in progress. Aggregate: the opportunity. */
  'orgs-jobs.opportunity.closed': {
    1: z.object({
      opportunityId: z.string(),
      organizationId: z.string(),
      jobTitle: z.string(),
      closedById: z.string(),
      applicantIds: z.array(z.string()),
    }),
  },
  /** A member applied; `adminIds`: the organization's admins then (the people to tell). Aggregate: the application. */
  'orgs-jobs.application.submitted': {
    1: z.object({
      applicationId: z.string(),
      opportunityId: z.string(),
      organizationId: z.string(),
      jobTitle: z.string(),
      applicantId: z.string(),
      adminIds: z.array(z.string()),
    }),
  },
  /** An admin moved the application on, or its applicant withdrew it (`updatedById`). Aggregate: the application. */
  'orgs-jobs.application.status-updated': {
    1: z.object({
      applicationId: z.string(),
      opportunityId: z.string(),
      jobTitle: z.string(),
      applicantId: z.string(),
      previousStatus: z.string(),
      status: z.string(),
      updatedById: z.string(),
    }),
  },
  /** A posting fee was paid (the provider's webhook); the opportunity opened in the same transaction. Aggregate: the payment. */
  'orgs-jobs.payment.completed': {
    1: z.object({ paymentId: z.string(), opportunityId: z.string(), organizationId: z.string(), amount: z.number(), receiptUrl: z.string().nullable() }),
  },
  /** A paid posting fee was refunded: by a platform admin (refundedById), or from the provider's dashboard (null). Aggregate: the payment. */
  'orgs-jobs.payment.refunded': {
    1: z.object({ paymentId: z.string(), opportunityId: z.string(), organizationId: z.string(), refundedById: z.string().nullable() }),
  },
  /** A group's Connect account can (or can no longer) take payments: community's `hasStripeAccount`. Aggregate: the group. */
  'orgs-jobs.connected-account.updated': {
    1: z.object({ groupId: z.string(), chargesEnabled: z.boolean() }),
  },
} as const;
