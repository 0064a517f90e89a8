import { notFound } from '@tanstack/react-router';
import { OrganizationBySlugDocument, OrganizationJobsDocument, type OrganizationDetailsFragment, type OrganizationJobsQuery } from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import type { OrganizationMetaSource } from '../../routes/-route-meta.ts';

/** What the `/o/$slug` loader hands to the page (and, with the page, to the browser). */
export interface OrganizationPageData extends OrganizationMetaSource {
  slug: string;
  organization: OrganizationDetailsFragment;
  /** Its open jobs, or null when they could not be read. */
  jobs: OrganizationJobsQuery['organizationOpportunities']['results'] | null;
}

/**
 * The `/o/$slug` loader: the organization as anyone sees it and its open jobs, returned as the route's data, so the
 * page renders and hydrates from it without Apollo Client (as the public profile does); the page
 * primes Apollo's cache with it when the client arrives. An unknown organization is a 404; an API
 * that does not answer is a 503. What concerns the viewer is asked by the browser.
 */
export async function loadOrganization(data: DataLayer, slug: string): Promise<OrganizationPageData> {
  const apollo = await data.loaderClient();
  // The jobs are a detail: the page renders without them when they cannot be read.
  const jobs = apollo
    .query({ query: OrganizationJobsDocument, variables: { slug } })
    .then(({ data: found }) => found?.organizationOpportunities.results.filter((job) => job.status === 'OPEN') ?? null)
    .catch(() => null);
  let result;
  try {
    result = await apollo.query({ query: OrganizationBySlugDocument, variables: { slug } });
  } catch {
    throw pageUnavailable();
  }
  const organization = result.data?.organization;
  if (organization) {
    return {
      slug,
      name: organization.name,
      type: organization.type,
      slogan: organization.slogan ?? null,
      about: organization.profile.about ?? null,
      imageUrl: organization.profile.profileImageUrl,
      organization,
      jobs: await jobs,
    };
  }
  if (!result.error || errorCode(result.error) === 'NOT_FOUND') throw notFound();
  throw pageUnavailable();
}
