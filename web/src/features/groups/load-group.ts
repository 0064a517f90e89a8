import { notFound } from '@tanstack/react-router';
import { GroupBySlugDocument } from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import type { GroupMetaSource } from '../../routes/-route-meta.ts';
import { privacyLabel } from './group-privacy.ts';

/**
 * The `/g/$slug` loader: the group as anyone sees it goes into Apollo's cache (where the page reads
 * it, and which the server hands to the browser), and what the page's head needs is returned. An
 * unknown group is a 404; an API that does not answer is a 503. What concerns the viewer (their
 * place in the group, members, content) is asked by the browser.
 */
export async function loadGroup(data: DataLayer, slug: string): Promise<GroupMetaSource> {
  const apollo = await data.client();
  let result;
  try {
    result = await apollo.query({ query: GroupBySlugDocument, variables: { slug } });
  } catch {
    throw pageUnavailable();
  }
  const group = result.data?.group;
  if (group) {
    return {
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
