import { notFound } from '@tanstack/react-router';
import { PrayerByIdDocument } from '../../__generated__/graphql/graphql.ts';
import type { RouterContext } from '../../app/router-context.ts';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import { displayName } from '../../lib/format/names.ts';
import type { PrayerMetaSource } from '../../routes/-route-meta.ts';

/** Codes that mean "no such prayer for this viewer", a 404 rather than an outage. */
const MISSING = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/**
 * The `/prayers/$id` loader, as the post's (load-post.ts): the server renders a public prayer for
 * anyone and answers 404 to an anonymous visitor for one they may not see; a signed-in member's
 * browser asks for it as them.
 */
export async function loadPrayer({ data, session }: Pick<RouterContext, 'data' | 'session'>, id: string): Promise<PrayerMetaSource | null> {
  const apollo = await data.client();
  if (import.meta.env.SSR && (await session.peek())) return null;
  let result;
  try {
    result = await apollo.query({ query: PrayerByIdDocument, variables: { id } });
  } catch {
    throw pageUnavailable();
  }
  const prayer = result.data?.prayer;
  if (prayer) return { authorName: displayName(prayer.user), text: prayer.body, answered: prayer.isAnswered, testimony: prayer.testimony };
  if (!result.error || MISSING.has(errorCode(result.error) ?? '')) throw notFound();
  throw pageUnavailable();
}
