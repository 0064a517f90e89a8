import type { InteractionTarget } from '../comments/targets.ts';
import { postReadable } from './feed.queries.ts';
import { postById } from './feed.repository.ts';

/** The feed's posts as targets of comments and reactions: readable as `newsFeedPost(id)` would show them. */
export const postTarget: InteractionTarget = {
  kind: 'post',
  async load(ctx, id) {
    const post = await postById(ctx).load(id);
    if (!post) return null;
    const readable = await postReadable(ctx, post);
    return { id: post.id, authorId: post.authorId, groupId: post.groupId ?? null, eventId: post.eventId ?? null, readable, commentable: readable };
  },
};
