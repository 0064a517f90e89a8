import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { OrganizationMutation, OrganizationMutationVariables } from '../__generated__/documents/graphql.ts';
import type { OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from './organization.entity.ts';

type T = TestService<OrgsJobsConfig>;

export const member = signedInViewer;

export const unique = uniqueSuffix;

export const ORGANIZATION = graphql(`
  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,
    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {
    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,
      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {
      id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer
      profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt
    }
  }
`);

export type Org = NonNullable<OrganizationMutation['organization']>;

/** Adds an organization through GraphQL as `viewer` (who becomes its admin) and returns it. */
export async function addOrganization(t: T, viewer: Viewer, overrides: Partial<OrganizationMutationVariables> = {}): Promise<Org> {
  const name = `Grace Fellowship ${unique()}`;
  const result = await t.run(viewer, ORGANIZATION, { slug: name, name, type: 'Church', mutationType: 'ADD', ...overrides });
  const organization = dataOf(result).organization;
  if (!organization) throw new Error('ADD answered no organization');
  return organization;
}

/** Gives `viewer` a role in the organization directly, without an event (updateUsersOrganizationRole records one). */
export async function grantRole(t: T, organizationId: string, viewer: Viewer, role: OrganizationRole): Promise<void> {
  await t.sql('insert into organization_role (id, organization_id, user_id, is_admin, created_at) values (?, ?, ?, ?, now())', [
    randomUUID(), organizationId, viewer.userId, role === OrganizationRole.ADMIN,
  ]);
}

/** Suspends an organization directly, without an event (updateOrganizationsStatus records one). */
export async function suspend(t: T, organizationId: string): Promise<void> {
  await t.sql(`update organization set status = 'SUSPENDED' where id = ?`, [organizationId]);
}
