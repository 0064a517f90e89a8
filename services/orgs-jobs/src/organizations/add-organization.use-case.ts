import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, rules, slugify } from '@koinonia/kit';
import { OrganizationEntity, OrganizationRole, type Organization } from './organization.entity.ts';
import { grantRole } from './organization.repository.ts';
import { slugTaken } from './organizations.errors.ts';
import { recordCreated } from './organizations.events.ts';

/** The spec: "organization needs slug, name, type, mutationType"; the rest is optional. */
export const organizationInput = z.object({
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

/** A slug belongs to one organization: the unique index decides, also between two requests at once. */
export const slugConstraint = { organization_slug_key: slugTaken };

/** organization ADD: any signed-in user; the creator becomes the organization's admin. */
export const addOrganization = defineUseCase({
  access: 'member',
  input: organizationInput,
  execute: async (ctx, input): Promise<Organization> => {
    const userId = ctx.viewer.userId;
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
          recordCreated(em, ctx.viewer, organization, userId);
          return organization;
        }),
      slugConstraint,
    );
  },
});
