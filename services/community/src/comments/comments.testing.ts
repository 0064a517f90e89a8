import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { SaveCommentMutationVariables } from '../__generated__/documents/graphql.ts';
import type { CommunityConfig } from '../config.ts';

type T = TestService<CommunityConfig>;

export const SAVE_COMMENT = graphql(`
  mutation SaveComment($id: ID, $body: String, $prayerId: ID, $newsFeedPostId: ID, $reaction: ReactionName, $mutationType: MutationType!) {
    comment(id: $id, body: $body, prayerId: $prayerId, newsFeedPostId: $newsFeedPostId, reaction: $reaction, mutationType: $mutationType) {
      id body isEdited status prayerId newsFeedPostId user { id } reactions { name userIds }
    }
  }
`);

export const COMMENTS = graphql(`
  query Comments($newsFeedPostId: ID, $prayerId: ID, $cursor: String, $first: Int) {
    comments(newsFeedPostId: $newsFeedPostId, prayerId: $prayerId, cursor: $cursor, first: $first) {
      results { id body user { id } reactions { name userIds } } hasNextPage cursor totalCount
    }
  }
`);

export const REACT = graphql(`
  mutation React($name: ReactionName!, $newsFeedPostId: ID, $commentId: ID, $prayerId: ID, $mutationType: MutationType!) {
    reaction(name: $name, newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId, mutationType: $mutationType) {
      name count userIds users { id } viewerHasReacted
    }
  }
`);

export const REACTIONS = graphql(`
  query Reactions($newsFeedPostId: ID, $commentId: ID, $prayerId: ID) {
    reactions(newsFeedPostId: $newsFeedPostId, commentId: $commentId, prayerId: $prayerId) { name count userIds viewerHasReacted }
  }
`);

type SaveComment = Omit<SaveCommentMutationVariables, 'mutationType'>;

/** comment~ as `viewer`; the raw result, for refusals. */
export const saveComment = (t: T, viewer: Viewer, args: SaveComment & Pick<SaveCommentMutationVariables, 'mutationType'>) =>
  t.run(viewer, SAVE_COMMENT, args);

/** Comments on a post as `viewer` (ADD), which must succeed. */
export const addComment = async (t: T, viewer: Viewer, newsFeedPostId: string, args: SaveComment = {}) =>
  dataOf(await saveComment(t, viewer, { body: 'Amen to this.', newsFeedPostId, ...args, mutationType: 'ADD' })).comment!;
