import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, isAdmin, mapUniqueViolation, maxLength, rules, slugify, type Viewer } from '@koinonia/kit';
import { addressesInput } from './address.input.ts';
import { replaceAddresses } from './organization-details.repository.ts';
import { OrganizationEntity, OrganizationRole, type Organization } from './organization.entity.ts';
import { grantRole } from './organization.repository.ts';
import { notPlatformAdmin, slugTaken } from './organizations.errors.ts';
import { recordCreated } from './organizations.events.ts';

/**
 * The spec: "organization needs slug, name, type, mutationType"; the rest is optional. The page
 * address is made from the name, and is as long (`name`); the type and slogan are short text.
 */
export const organizationInput = z.object({
  slug: rules
    .requiredText(maxLength.name)
    .transform(slugify)
    .refine((slug) => slug.length > 0, 'must contain letters or numbers'),
  name: rules.name(),
  type: rules.requiredText(maxLength.shortText),
  slogan: rules.shortText(),
  email: rules.optionalEmail(),
  websiteUrl: rules.optionalHttpsLink(),
  about: rules.about(),
  profileImageUrl: rules.optionalHttpsLink(),
  backgroundImageUrl: rules.optionalHttpsLink(),
  addresses: addressesInput(),
  /** Platform admins only (requirePriorityRight); above 0 puts the organization in the founding circle. */
  priority: z
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .nullish()
    .transform((v) => v ?? undefined),
});

/** `priority` orders the founding circle, which only the platform's admins curate. */
export function requirePriorityRight(viewer: Viewer, priority: number | undefined): void {
  if (priority !== undefined && !isAdmin(viewer)) throw notPlatformAdmin();
}

/** A slug belongs to one organization: the unique index decides, also between two requests at once. */
export const slugConstraint = { organization_slug_key: slugTaken };

/** organization ADD: any signed-in user; the creator becomes the organization's admin. */
export const addOrganization = defineUseCase({
  access: 'member',
  input: organizationInput,
  execute: async (ctx, { addresses, ...input }): Promise<Organization> => {
    const userId = ctx.viewer.userId;
    requirePriorityRight(ctx.viewer, input.priority);
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const organization = em.create(OrganizationEntity, {
            ...input,
            id: randomUUID(),
            profileId: randomUUID(),
            email: input.email ?? null,
            websiteUrl: input.websiteUrl ?? null,
            profileImageUrl: input.profileImageUrl ?? null,
            backgroundImageUrl: input.backgroundImageUrl ?? null,
          });
          grantRole(em, organization.id, userId, OrganizationRole.ADMIN);
          await replaceAddresses(em, organization.id, addresses ?? []);
          recordCreated(em, ctx.viewer, organization, userId);
          return organization;
        }),
      slugConstraint,
    );
  },
});
