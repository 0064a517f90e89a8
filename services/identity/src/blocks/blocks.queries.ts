import { datePosition, pageSize, requireUser, type RequestContext } from '@koinonia/kit';
import type { QueryBlocksArgs } from '../__generated__/resolvers.ts';
import { findBlockPage, type BlockPage } from './blocks.repository.ts';

/** The signed-in member's blocks, newest first. */
export const listBlocks = (ctx: RequestContext, { cursor, first }: QueryBlocksArgs): Promise<BlockPage> =>
  findBlockPage(ctx.em, requireUser(ctx.viewer), datePosition(cursor), pageSize(first));
