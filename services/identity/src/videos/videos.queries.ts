import { datePosition, emptyPage, isSelfOrAdmin, isUuid, pageSize, type RequestContext } from '@koinonia/kit';
import { profileById } from '../users/user.repository.ts';
import { hiddenFromViewer } from '../users/users.queries.ts';
import { findVideoPage, type VideoPage } from './videos.repository.ts';

/**
 * A profile's videos, newest first: published ones for everyone, drafts too for the owner and
 * admins; nothing for an unknown profile or to a member its owner blocked.
 */
export async function listVideos(ctx: RequestContext, args: { profileId: string; cursor?: string | null; first?: number | null }): Promise<VideoPage> {
  const after = datePosition(args.cursor);
  const limit = pageSize(args.first);
  const profile = isUuid(args.profileId) ? await profileById(ctx).load(args.profileId) : null;
  if (!profile || (await hiddenFromViewer(ctx, profile.userId))) return emptyPage();
  const includeDrafts = isSelfOrAdmin(ctx.viewer, profile.userId);
  return findVideoPage(ctx.em, { profileId: profile.id, includeDrafts, after, limit });
}
