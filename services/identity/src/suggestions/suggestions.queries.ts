import { badInput, decodeCursor, isUuid, pageSize, requireUser, type RequestContext } from '@koinonia/kit';
import type { QuerySuggestedConnectionsArgs } from '../__generated__/resolvers.ts';
import { findSuggestionPage, type ScorePosition, type SuggestedConnectionPage } from './suggestions.repository.ts';

/** The position a suggestions cursor stands for; BAD_USER_INPUT if it is not one of ours. */
export function scorePosition(cursor: string | null | undefined): ScorePosition | null {
  const position = decodeCursor(cursor);
  if (!position) return null;
  if (typeof position.v !== 'number' || !Number.isSafeInteger(position.v) || position.v < 0 || !isUuid(position.id)) {
    throw badInput([{ path: 'cursor', message: 'is not a valid cursor' }]);
  }
  return { score: position.v, id: position.id };
}

/** People the signed-in member may know, best first. */
export function listSuggestedConnections(ctx: RequestContext, args: QuerySuggestedConnectionsArgs): Promise<SuggestedConnectionPage> {
  const viewerId = requireUser(ctx.viewer);
  return findSuggestionPage(ctx.em, viewerId, scorePosition(args.cursor), pageSize(args.first));
}
