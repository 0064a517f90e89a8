import { notFound } from '@tanstack/react-router';
import { GroupBySlugDocument, type GroupBySlugQuery } from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import type { GroupMetaSource } from '../../routes/-route-meta.ts';
import { privacyLabel } from './group-privacy.ts';

/** What the `/g/$slug` loader hands to the page (and, with the page, to the browser): the head's fields and the group. */
export interface GroupPageData extends GroupMetaSource {
  slug: string;
  /** The GroupBySlug query's group: what anyone may see of it. */
  group: NonNullable<GroupBySlugQuery['group']>;
}

/**
 * The `/g/$slug` loader: the group as anyone sees it, returned as the route's data. The router
 * sends that data with the page, which renders (and hydrates) from it without Apollo Client, and
 * hands it to Apollo's cache when the client arrives (`DataLayer.prime`). An unknown group is a
 * 404; an API that does not answer is a 503. What concerns the viewer (their place in the group,
 * members, content) is asked by the browser: the server's requests are anonymous.
 */
export async function loadGroup(data: DataLayer, slug: string): Promise<GroupPageData> {
  const apollo = await data.loaderClient();
  let result;
  try {
    result = await apollo.query({ query: GroupBySlugDocument, variables: { slug } });
  } catch {
    throw pageUnavailable();
  }
  const group = result.data?.group;
  if (group) {
    return {
      slug,
      group,
      name: group.name,
      about: group.about,
      privacyLabel: privacyLabel(group.privacy),
      membersCount: group.membersCount,
      imageUrl: group.profileImage?.cardUrl ?? group.profileImageUrl,
    };
  }
  if (!result.error || errorCode(result.error) === 'NOT_FOUND') throw notFound();
  throw pageUnavailable();
}
