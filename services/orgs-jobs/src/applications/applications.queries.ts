import { datePosition, pageSize, requireUser, searchText, type RequestContext } from '@koinonia/kit';
import type { OpportunityApplicationsArgs, QueryOrganizationApplicationsArgs, QueryUserApplicationsArgs } from '../__generated__/resolvers.ts';
import { notOrganizationAdmin } from '../organizations/organizations.errors.ts';
import { statusOf, type Opportunity } from '../opportunities/opportunity.entity.ts';
import { opportunityById } from '../opportunities/opportunity.repository.ts';
import { opportunityNotFound } from '../opportunities/opportunities.errors.ts';
import { administers } from '../opportunities/opportunities.queries.ts';
import type { Application } from './application.entity.ts';
import { findApplicationPage, type ApplicationPage } from './application.repository.ts';

/** The signed-in member's own applications. */
export function listUserApplications(ctx: RequestContext, args: QueryUserApplicationsArgs): Promise<ApplicationPage> {
  const userId = requireUser(ctx.viewer);
  return findApplicationPage(ctx.em, {
    userId,
    opportunityId: null,
    search: searchText(args.search),
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** An opportunity's applications: only its organization's admins (FORBIDDEN for anyone else). */
export async function listOrganizationApplications(ctx: RequestContext, args: QueryOrganizationApplicationsArgs): Promise<ApplicationPage> {
  requireUser(ctx.viewer);
  const opportunity = await opportunityById(ctx).load(args.opportunityId);
  if (!opportunity) throw opportunityNotFound();
  if (!(await administers(ctx, opportunity.organizationId))) throw notOrganizationAdmin();
  return applicationsOf(ctx, opportunity, args);
}

/** `Opportunity.applications`: the same list for its admins, null for anyone else. */
export async function opportunityApplications(ctx: RequestContext, opportunity: Opportunity, args: OpportunityApplicationsArgs): Promise<ApplicationPage | null> {
  return (await administers(ctx, opportunity.organizationId)) ? applicationsOf(ctx, opportunity, args) : null;
}

function applicationsOf(ctx: RequestContext, opportunity: Opportunity, args: OpportunityApplicationsArgs): Promise<ApplicationPage> {
  return findApplicationPage(ctx.em, {
    userId: null,
    opportunityId: opportunity.id,
    search: searchText(args.search),
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

export async function isOpportunityClosed(ctx: RequestContext, application: Application): Promise<boolean> {
  const opportunity = await opportunityById(ctx).load(application.opportunityId);
  return !opportunity || statusOf(opportunity) !== 'OPEN';
}
