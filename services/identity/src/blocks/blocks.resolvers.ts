import type { Resolvers } from '../__generated__/resolvers.ts';
import { profileById, userById } from '../users/user.repository.ts';
import { blockProfile } from './block-profile.use-case.ts';
import { listBlocks } from './blocks.queries.ts';
import { unblockProfile } from './unblock-profile.use-case.ts';

/** A block's member and profile exist while it does (their rows cascade), so a missing one is a bug. */
const present = <T>(row: T | null, what: string): T => {
  if (!row) throw new Error(`blocked ${what} not found`);
  return row;
};

export function blocksResolvers() {
  return {
    Query: {
      blocks: (_, args, ctx) => listBlocks(ctx, args),
    },
    Mutation: {
      blockProfile: (_, args, ctx) => blockProfile.run(ctx, args),
      unblockProfile: (_, args, ctx) => unblockProfile.run(ctx, args),
    },
    Block: {
      blockedUser: async (block, _, ctx) => present(await userById(ctx).load(block.blockedUserId), 'user'),
      blockedProfile: async (block, _, ctx) => present(await profileById(ctx).load(block.blockedProfileId), 'profile'),
    },
  } satisfies Resolvers;
}
