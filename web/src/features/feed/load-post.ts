import { notFound } from '@tanstack/react-router';
import { FeedPostByIdDocument } from '../../__generated__/graphql/graphql.ts';
import type { RouterContext } from '../../app/router-context.ts';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import { displayName } from '../../lib/format/names.ts';
import type { PostMetaSource } from '../../routes/-route-meta.ts';
import { htmlToPlainText } from './safe-html.ts';

/** Codes that mean "no such post for this viewer", a 404 rather than an outage. */
const MISSING = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

/**
 * The `/posts/$id` loader: the post goes into Apollo's cache (where the page reads it, and which
 * the server hands to the browser), and what the head needs is returned. The server asks the API
 * anonymously, so it renders a public post for anyone and answers 404 to an anonymous visitor for
 * one they may not see; for a signed-in member it leaves the post to their browser (which asks as
 * them: a post in their closed group) and answers null, the generic head.
 */
export async function loadPost({ data, session }: Pick<RouterContext, 'data' | 'session'>, id: string): Promise<PostMetaSource | null> {
  const apollo = await data.client();
  if (import.meta.env.SSR && (await session.peek())) return null;
  let result;
  try {
    result = await apollo.query({ query: FeedPostByIdDocument, variables: { id } });
  } catch {
    throw pageUnavailable();
  }
  const post = result.data?.newsFeedPost;
  if (post) return { authorName: displayName(post.user), text: htmlToPlainText(post.body), imageUrl: post.image?.cardUrl ?? post.imageUrl };
  if (!result.error || MISSING.has(errorCode(result.error) ?? '')) throw notFound();
  throw pageUnavailable();
}
