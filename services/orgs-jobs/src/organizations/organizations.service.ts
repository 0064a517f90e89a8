import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { z } from 'zod';
import {
  afterName,
  badInput,
  conflict,
  definedOnly,
  forbidden,
  hasRole,
  isUuid,
  likeLiteral,
  namePosition,
  namePositionOf,
  notFound,
  pageSize,
  parseInput,
  recordEvent,
  requireUser,
  rules,
  slugify,
  toPage,
  type Page,
  type RequestContext,
} from '@koinonia/kit';
import { OrganizationEntity, OrganizationRoleEntity, type Organization } from './organization.entity.ts';

const SOURCE = 'orgs-jobs';
const AUTOCOMPLETE_PAGE_SIZE = 10;

/** The spec: "organization needs slug, name, type, mutationType". */
const organizationInput = z.object({
  slug: rules
    .requiredText()
    .transform(slugify)
    .refine((slug) => slug.length > 0, 'must contain letters or numbers'),
  name: rules.requiredText(),
  type: rules.requiredText(),
  slogan: rules.optionalText(),
  email: rules.optionalEmail(),
  websiteUrl: rules.optionalHttpsLink(),
  about: rules.optionalText(),
  profileImageUrl: rules.optionalHttpsLink(),
  backgroundImageUrl: rules.optionalHttpsLink(),
});
type OrganizationInput = z.infer<typeof organizationInput>;

/** EDIT changes only the fields given; a given field follows the same rules as on ADD. */
const organizationChanges = organizationInput.partial();

const idInput = z.object({ id: rules.requiredText() });

const slugTaken = () => conflict('This slug is already taken', [{ path: 'slug', message: 'is already taken' }]);

export async function addOrganization(ctx: RequestContext, args: unknown): Promise<Organization> {
  const userId = requireUser(ctx.viewer);
  const input = parseInput(organizationInput, args);
  return withSlugGuard(() =>
    ctx.em.transactional(async (em) => {
      await assertSlugFree(em, input.slug);
      const id = randomUUID();
      const organization = em.create(OrganizationEntity, { id, profileId: randomUUID(), ...withNulls(input) });
      em.create(OrganizationRoleEntity, { id: randomUUID(), organizationId: id, userId, isAdmin: true });
      recordEvent(em, SOURCE, ctx.viewer, {
        type: 'orgs-jobs.organization.created',
        version: 1,
        aggregateId: id,
        payload: { organizationId: id, slug: input.slug, name: input.name, type: input.type, createdById: userId },
      });
      return organization;
    }),
  );
}

export async function editOrganization(ctx: RequestContext, args: unknown): Promise<Organization> {
  const userId = requireUser(ctx.viewer);
  const { id } = parseInput(idInput, args);
  const changes = definedOnly(parseInput(organizationChanges, args));
  return withSlugGuard(() =>
    ctx.em.transactional(async (em) => {
      const organization = await findAsAdmin(em, id, userId);
      if (changes.slug !== undefined && changes.slug !== organization.slug) await assertSlugFree(em, changes.slug);
      // A new address has not been verified yet.
      if (changes.email !== undefined && changes.email !== organization.email) organization.isEmailVerified = false;
      em.assign(organization, changes);
      recordEvent(em, SOURCE, ctx.viewer, {
        type: 'orgs-jobs.organization.updated',
        version: 1,
        aggregateId: organization.id,
        payload: { organizationId: organization.id, slug: organization.slug, name: organization.name, type: organization.type },
      });
      return organization;
    }),
  );
}

/** Deletes the organization (its roles go with it) and answers it as it was. */
export async function deleteOrganization(ctx: RequestContext, args: unknown): Promise<Organization> {
  const userId = requireUser(ctx.viewer);
  const { id } = parseInput(idInput, args);
  return ctx.em.transactional(async (em) => {
    const organization = await findAsAdmin(em, id, userId);
    em.remove(organization);
    recordEvent(em, SOURCE, ctx.viewer, {
      type: 'orgs-jobs.organization.deleted',
      version: 1,
      aggregateId: organization.id,
      payload: { organizationId: organization.id, slug: organization.slug },
    });
    return organization;
  });
}

/** One organization by exactly one of id, slug or profile id; null when unknown or not visible. */
export async function findOrganization(
  ctx: RequestContext,
  by: { id?: string | null; slug?: string | null; profileId?: string | null },
): Promise<Organization | null> {
  const given = [by.id, by.slug, by.profileId].filter((v) => v != null);
  if (given.length !== 1) throw badInput([], 'Give exactly one of id, slug or profileId');
  if (by.slug != null) return visible(ctx, await ctx.em.findOne(OrganizationEntity, { slug: by.slug }));
  const key = by.id != null ? { id: by.id } : { profileId: by.profileId! };
  const value = by.id ?? by.profileId;
  return isUuid(value) ? visible(ctx, await ctx.em.findOne(OrganizationEntity, key)) : null;
}

export interface OrganizationsArgs {
  readonly id?: string | null;
  readonly isAutocomplete?: boolean | null;
  readonly search?: string | null;
  readonly filterByType?: string | null;
  readonly cursor?: string | null;
  readonly first?: number | null;
}

/** The directory: live organizations (platform admins also see suspended ones), by name. */
export async function listOrganizations(ctx: RequestContext, args: OrganizationsArgs): Promise<Page<Organization>> {
  const limit = pageSize(args.first ?? (args.isAutocomplete ? AUTOCOMPLETE_PAGE_SIZE : null));
  const conditions: FilterQuery<Organization>[] = [];
  if (!hasRole(ctx.viewer, 'ADMIN')) conditions.push({ status: 'ACTIVE' });
  if (args.id != null) {
    if (!isUuid(args.id)) return { results: [], hasNextPage: false, cursor: null };
    conditions.push({ id: args.id });
  }
  const search = args.search?.trim();
  if (search) {
    const term = likeLiteral(search);
    conditions.push(
      args.isAutocomplete
        ? { $or: [{ name: { $ilike: `${term}%` } }, { name: { $ilike: `% ${term}%` } }] }
        : { name: { $ilike: `%${term}%` } },
    );
  }
  const type = args.filterByType?.trim();
  if (type) conditions.push({ type: { $ilike: likeLiteral(type) } });
  return page(ctx.em, conditions, args.cursor, limit);
}

/** Organizations the viewer holds a role in, whatever their status. */
export async function listMyOrganizations(
  ctx: RequestContext,
  args: { cursor?: string | null; search?: string | null; first?: number | null },
): Promise<Page<Organization>> {
  const userId = requireUser(ctx.viewer);
  const roles = ctx.em.createQueryBuilder(OrganizationRoleEntity).select('organizationId').where({ userId });
  const conditions: FilterQuery<Organization>[] = [{ id: { $in: roles } }];
  const search = args.search?.trim();
  if (search) conditions.push({ name: { $ilike: `%${likeLiteral(search)}%` } });
  return page(ctx.em, conditions, args.cursor, pageSize(args.first));
}

async function page(
  em: EntityManager,
  conditions: FilterQuery<Organization>[],
  cursor: string | null | undefined,
  limit: number,
): Promise<Page<Organization>> {
  const position = namePosition(cursor);
  if (position) conditions.push(afterName(position));
  const rows = await em.find(OrganizationEntity, conditions.length ? { $and: conditions } : {}, {
    orderBy: { name: 'asc', id: 'asc' },
    limit: limit + 1,
  });
  return toPage(rows, limit, namePositionOf);
}

/** Suspended organizations are seen only by the people in them and by platform admins. */
async function visible(ctx: RequestContext, organization: Organization | null): Promise<Organization | null> {
  if (!organization || organization.status === 'ACTIVE' || hasRole(ctx.viewer, 'ADMIN')) return organization;
  const userId = ctx.viewer.userId;
  const hasRoleInIt = userId ? await ctx.em.count(OrganizationRoleEntity, { organizationId: organization.id, userId }) : 0;
  return hasRoleInIt ? organization : null;
}

async function findAsAdmin(em: EntityManager, id: string, userId: string): Promise<Organization> {
  const organization = isUuid(id) ? await em.findOne(OrganizationEntity, { id }) : null;
  if (!organization) throw notFound('Organization');
  if (!(await em.count(OrganizationRoleEntity, { organizationId: id, userId, isAdmin: true }))) {
    throw forbidden('Only an admin of this organization can do this');
  }
  return organization;
}

async function assertSlugFree(em: EntityManager, slug: string): Promise<void> {
  if (await em.count(OrganizationEntity, { slug })) throw slugTaken();
}

/** Two requests claiming one slug at the same moment: the unique index decides. */
async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException && /slug/.test(error.message)) throw slugTaken();
    throw error;
  }
}

const withNulls = (input: OrganizationInput) => ({
  ...input,
  email: input.email ?? null,
  websiteUrl: input.websiteUrl ?? null,
  profileImageUrl: input.profileImageUrl ?? null,
  backgroundImageUrl: input.backgroundImageUrl ?? null,
});
