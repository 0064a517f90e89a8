import { UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';

/**
 * The `/profile` loader: the member's profile with their history goes into Apollo's cache, so the
 * server renders the history editor filled in. A failure is left to the page (its history
 * sections say so and offer to retry): the rest of the page still works.
 */
export async function loadMyHistory(data: DataLayer, slug: string): Promise<void> {
  const apollo = await data.client();
  await apollo.query({ query: UserProfileDocument, variables: { slug } }).catch(() => undefined);
}
