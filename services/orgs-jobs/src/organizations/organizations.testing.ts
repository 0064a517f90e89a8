import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import type { OrgsJobsConfig } from '../config.ts';

type T = TestService<OrgsJobsConfig>;

export const member = signedInViewer;

export const unique = uniqueSuffix;

const FIELDS = `id slug name type status isEmailVerified priority slogan email websiteUrl hasStripeAccount isStripeCustomer
  profile { id organizationId about profileImageUrl backgroundImageUrl } createdAt updatedAt`;

export const ORGANIZATION = `
  mutation Organization($id: ID, $slug: String, $name: String, $type: String, $slogan: String, $email: String,
    $websiteUrl: String, $about: String, $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {
    organization(id: $id, slug: $slug, name: $name, type: $type, slogan: $slogan, email: $email, websiteUrl: $websiteUrl,
      about: $about, profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {
      ${FIELDS}
    }
  }`;

export interface Org {
  id: string;
  slug: string;
  name: string;
  type: string;
  status: string;
  isEmailVerified: boolean;
  slogan: string | null;
  email: string | null;
  websiteUrl: string | null;
  profile: { id: string; organizationId: string; about: string | null; profileImageUrl: string | null };
}

export interface OrgPage {
  results: { id: string; name: string }[];
  hasNextPage: boolean;
  cursor: string | null;
}

/** Adds an organization through GraphQL as `viewer` (who becomes its admin) and returns it. */
export async function addOrganization(t: T, viewer: Viewer, overrides: Record<string, unknown> = {}): Promise<Org> {
  const name = `Grace Fellowship ${unique()}`;
  const result = await t.run<{ organization: Org }>(viewer, ORGANIZATION, {
    slug: name,
    name,
    type: 'Church',
    mutationType: 'ADD',
    ...overrides,
  });
  return dataOf(result).organization;
}

/** Gives `viewer` a role in the organization directly (role management is not built yet). */
export const grantRole = (t: T, organizationId: string, viewer: Viewer, isAdmin: boolean) =>
  t.sql('insert into organization_role (id, organization_id, user_id, is_admin, created_at) values (?, ?, ?, ?, now())', [
    randomUUID(), organizationId, viewer.userId, isAdmin,
  ]);
