import { datePosition, emptyPage, filterText, isAdmin, pageSize, requireUser, searchText, type RequestContext } from '@koinonia/kit';
import type {
  QueryJobOpportunitiesArgs,
  QueryMyOrganizationsOpportunitiesArgs,
  QueryOrganizationOpportunitiesArgs,
} from '../__generated__/resolvers.ts';
import { rolesOfUser } from '../organizations/organization.repository.ts';
import { findOrganization, organizationReference } from '../organizations/organizations.queries.ts';
import type { Opportunity } from './opportunity.entity.ts';
import {
  findJobBoardPage,
  findOrganizationJobsPage,
  openOpportunityCount,
  opportunityById,
  type OpportunityPage,
} from './opportunity.repository.ts';

const RECENT_DEFAULT = 10;

/** Whether the viewer administers the organization (one statement per request for all their roles). */
export async function administers(ctx: RequestContext, organizationId: string): Promise<boolean> {
  const userId = ctx.viewer.userId;
  if (!userId) return false;
  return (await rolesOfUser(ctx).load(userId)).some((role) => role.organizationId === organizationId && role.isAdmin);
}

/** Admins of its organization, and platform admins, see what is not yet published and the fee details. */
export const managesOpportunity = async (ctx: RequestContext, opportunity: Opportunity): Promise<boolean> =>
  isAdmin(ctx.viewer) || administers(ctx, opportunity.organizationId);

/**
 * An opportunity the viewer may see: its organization is visible to them, and it was published
 * (OPEN, EXPIRED, CLOSED) or they manage it. Null otherwise, as for an unknown id.
 */
async function visibleTo(ctx: RequestContext, opportunity: Opportunity | null): Promise<Opportunity | null> {
  if (!opportunity || !(await organizationReference(ctx, opportunity.organizationId))) return null;
  if (opportunity.publishedAt || (await managesOpportunity(ctx, opportunity))) return opportunity;
  return null;
}

export const findOpportunity = async (ctx: RequestContext, id: string): Promise<Opportunity | null> =>
  visibleTo(ctx, await opportunityById(ctx).load(id));

/** An organization's jobs: published ones for everyone, all of them for its admins. */
export async function listOrganizationOpportunities(ctx: RequestContext, args: QueryOrganizationOpportunitiesArgs): Promise<OpportunityPage> {
  const organization = await findOrganization(ctx, { slug: args.slug });
  if (!organization) return emptyPage();
  return findOrganizationJobsPage(ctx.em, {
    of: { organizationId: organization.id },
    publishedOnly: !(isAdmin(ctx.viewer) || (await administers(ctx, organization.id))),
    type: null,
    search: null,
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** Every opportunity of the organizations the viewer administers, whatever its state. */
export async function listMyOrganizationsOpportunities(ctx: RequestContext, args: QueryMyOrganizationsOpportunitiesArgs): Promise<OpportunityPage> {
  const userId = requireUser(ctx.viewer);
  return findOrganizationJobsPage(ctx.em, {
    of: { adminId: userId },
    publishedOnly: false,
    type: args.opportunityType ?? null,
    search: searchText(args.search),
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** The job board: anyone may search it (the search and the denomination bounded before the database). */
export const listJobOpportunities = (ctx: RequestContext, args: QueryJobOpportunitiesArgs): Promise<OpportunityPage> =>
  findJobBoardPage(ctx.em, {
    search: searchText(args.search),
    type: args.opportunityType ?? null,
    denomination: filterText('denomination', args.denomination),
    ordinationRequired: args.ordinationRequired ?? null,
    bivocational: args.bivocational ?? null,
    housingProvided: args.housingProvided ?? null,
    workplace: args.workplace ?? null,
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });

export async function recentlyPosted(ctx: RequestContext, first: number | null | undefined): Promise<Opportunity[]> {
  const page = await listJobOpportunities(ctx, { first: pageSize(first ?? RECENT_DEFAULT) });
  return [...page.results];
}

export const opportunitiesCount = async (ctx: RequestContext, organizationId: string): Promise<number> =>
  (await openOpportunityCount(ctx).load(organizationId))?.count ?? 0;
