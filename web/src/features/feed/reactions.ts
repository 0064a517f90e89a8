import type { ReactionName } from '../../__generated__/graphql/graphql.ts';

export interface ReactionChoice {
  name: ReactionName;
  label: string;
  verb: string;
}

/**
 * The reactions a post offers, as people say them. The schema's other names are not buttons here:
 * COMMENT marks a comment, UNHELPFUL is a negative vote kept for comments' ratings.
 */
export const POST_REACTIONS: readonly ReactionChoice[] = [
  { name: 'LIKE', label: 'Like', verb: 'liked' },
  { name: 'FAVORITE', label: 'Love', verb: 'loved' },
  { name: 'HELPFUL', label: 'Helpful', verb: 'found this helpful' },
  { name: 'PRAYING', label: 'Praying', verb: 'are praying' },
];

/** The reactions a comment offers: a like, and a rating of how helpful it is. */
export const COMMENT_REACTIONS: readonly ReactionChoice[] = [
  { name: 'LIKE', label: 'Like', verb: 'liked' },
  { name: 'HELPFUL', label: 'Helpful', verb: 'found this helpful' },
  { name: 'UNHELPFUL', label: 'Not helpful', verb: 'found this unhelpful' },
];

export interface ReactionCount {
  name: ReactionName;
  count: number;
}

/** The count of one name among a target's counts (none: 0), and whether the viewer reacted so. */
export function reactionOf(counts: readonly ReactionCount[], viewerReactions: readonly ReactionName[], name: ReactionName): { count: number; pressed: boolean } {
  const found = counts.find((entry) => entry.name === name);
  return { count: found?.count ?? 0, pressed: viewerReactions.includes(name) };
}
