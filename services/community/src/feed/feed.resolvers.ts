import { dispatchMutationType, userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { findGroupVisibleTo } from '../groups/groups.queries.ts';
import { memberByUserId } from '../people/people.repository.ts';
import { addPost } from './add-post.use-case.ts';
import { deletePost } from './delete-post.use-case.ts';
import { editPost } from './edit-post.use-case.ts';
import { feedUploadSlot } from './feed-upload-slot.use-case.ts';
import type { FeedMedia } from './feed-media.ts';
import { findVisiblePost, listEventFeed, listFeed, listGroupFeed, listProfileFeed } from './feed.queries.ts';
import { reactionFields } from '../reactions/reaction-counts.ts';

export function feedResolvers(deps: FeedMedia) {
  const { fileOf, urlOf } = deps;
  return {
    Query: {
      newsFeedPost: (_, { id }, ctx) => findVisiblePost(ctx, id),
      newsFeedPosts: (_, args, ctx) => listFeed(ctx, args),
      groupFeedPosts: (_, args, ctx) => listGroupFeed(ctx, args),
      eventFeedPosts: (_, args, ctx) => listEventFeed(ctx, args),
      profileNewsFeedPosts: (_, args, ctx) => listProfileFeed(ctx, args),
    },
    Mutation: {
      newsFeedPost: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addPost.run(ctx, input, deps),
          EDIT: (input) => editPost.run(ctx, input, deps),
          DELETE: (input) => deletePost.run(ctx, input, deps),
        }),
      feedUploadSlot: (_, args, ctx) => feedUploadSlot.run(ctx, args, deps),
    },
    NewsFeedPost: {
      __resolveReference: (ref, ctx) => findVisiblePost(ctx, ref.id),
      groupId: (post) => post.groupId ?? null,
      eventId: (post) => post.eventId ?? null,
      group: (post, _, ctx) => (post.groupId ? findGroupVisibleTo(ctx, post.groupId) : null),
      user: (post) => userReference(post.authorId),
      profileId: async (post, _, ctx) => (await memberByUserId(ctx).load(post.authorId))?.profile_id ?? null,
      imageUrl: async (post, _, ctx) => post.imageUrl ?? (await urlOf(ctx, post.imageFileId)),
      videoUrl: async (post, _, ctx) => post.videoUrl ?? (await urlOf(ctx, post.videoFileId)),
      image: (post, _, ctx) => fileOf(ctx, post.imageFileId),
      video: (post, _, ctx) => fileOf(ctx, post.videoFileId),
      ...reactionFields('post'),
    },
  } satisfies Resolvers;
}
