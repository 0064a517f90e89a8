import type { EntityManager } from '@mikro-orm/postgresql';
import { emptyPage, exactlyOneOf, isAdmin, isUuid, namePosition, pageSize, requireUser, searchText, type RequestContext } from '@koinonia/kit';
import type { QueryMyOrganizationsArgs, QueryOrganizationArgs, QueryOrganizationsArgs } from '../__generated__/resolvers.ts';
import { OrganizationRole, type Organization } from './organization.entity.ts';
import {
  findFoundingCircle,
  findOrganizationById,
  findOrganizationByProfileId,
  findOrganizationBySlug,
  findOrganizationPage,
  holdsRole,
  organizationById,
  rolesOfUser,
  type OrganizationPage,
} from './organization.repository.ts';
import { notOrganizationAdmin, organizationNotFound } from './organizations.errors.ts';

const AUTOCOMPLETE_PAGE_SIZE = 10;

/** Suspended organizations are seen only by the people holding a role in them and by platform admins. */
async function visibleTo(ctx: RequestContext, organization: Organization | null): Promise<Organization | null> {
  if (!organization || organization.status === 'ACTIVE' || isAdmin(ctx.viewer)) return organization;
  const userId = ctx.viewer.userId;
  const roles = userId ? await rolesOfUser(ctx).load(userId) : [];
  return roles.some((role) => role.organizationId === organization.id) ? organization : null;
}

/** One organization by exactly one of id, slug or profile id; null when unknown or not visible. */
export async function findOrganization(ctx: RequestContext, args: QueryOrganizationArgs): Promise<Organization | null> {
  const { key, value } = exactlyOneOf(args, ['id', 'slug', 'profileId']);
  switch (key) {
    case 'id':
      return visibleTo(ctx, await organizationById(ctx).load(value));
    case 'slug':
      return visibleTo(ctx, await findOrganizationBySlug(ctx.em, value));
    case 'profileId':
      return visibleTo(ctx, await findOrganizationByProfileId(ctx.em, value));
  }
}

/** An `Organization` reference from another subgraph, by the same visibility rule. */
export const organizationReference = async (ctx: RequestContext, id: string): Promise<Organization | null> =>
  visibleTo(ctx, await organizationById(ctx).load(id));

/** The directory: live organizations (platform admins also see suspended ones), by name. */
export async function listOrganizations(ctx: RequestContext, args: QueryOrganizationsArgs): Promise<OrganizationPage> {
  const after = namePosition(args.cursor);
  const limit = pageSize(args.first ?? (args.isAutocomplete ? AUTOCOMPLETE_PAGE_SIZE : null));
  if (args.id != null && !isUuid(args.id)) return emptyPage();
  return findOrganizationPage(ctx.em, {
    includeSuspended: isAdmin(ctx.viewer),
    id: args.id ?? null,
    search: searchText(args.search),
    searchWordStarts: Boolean(args.isAutocomplete),
    type: args.filterByType?.trim() || null,
    heldBy: null,
    after,
    limit,
  });
}

/** Organizations the viewer holds a role in, whatever their status. */
export async function listMyOrganizations(ctx: RequestContext, args: QueryMyOrganizationsArgs): Promise<OrganizationPage> {
  const userId = requireUser(ctx.viewer);
  return findOrganizationPage(ctx.em, {
    includeSuspended: true,
    id: null,
    search: searchText(args.search),
    searchWordStarts: false,
    type: null,
    heldBy: userId,
    after: namePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** The organization `userId` is about to change: NOT_FOUND when unknown, FORBIDDEN unless they are its admin. */
export async function organizationToAdminister(em: EntityManager, id: string, userId: string): Promise<Organization> {
  const organization = await findOrganizationById(em, id);
  if (!organization) throw organizationNotFound();
  if (!(await holdsRole(em, id, userId, OrganizationRole.ADMIN))) throw notOrganizationAdmin();
  return organization;
}

/** The founding circle (public: suspended organizations are left out for everyone). */
export const listFoundingCircle = (ctx: RequestContext): Promise<Organization[]> => findFoundingCircle(ctx.em);
