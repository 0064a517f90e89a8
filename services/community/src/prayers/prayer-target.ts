import type { RequestContext } from '@koinonia/kit';
import { prayerById } from './prayer.repository.ts';
import { mayReadPrayer } from './prayers.queries.ts';

/** A prayer as the target of a comment or a reaction ("I prayed" is the PRAYING reaction). */
export interface PrayerAsTarget {
  readonly id: string;
  readonly authorId: string;
  readonly groupId: string | null;
  readonly eventId: string | null;
  /** The viewer may see it (prayers.queries.ts `mayReadPrayer`). */
  readonly readable: boolean;
  /** Readable, and its comments are on. */
  readonly commentable: boolean;
}

/**
 * The prayer kind of the feed's comment and reaction targets: `load` answers null for no such
 * prayer, and otherwise what the viewer may do with it. Batched per request (prayerById).
 */
export const prayerTarget = {
  kind: 'prayer',
  load: async (ctx: RequestContext, id: string): Promise<PrayerAsTarget | null> => {
    const prayer = await prayerById(ctx).load(id);
    if (!prayer) return null;
    const readable = await mayReadPrayer(ctx, prayer);
    return {
      id: prayer.id,
      authorId: prayer.authorId,
      groupId: prayer.groupId ?? null,
      eventId: prayer.eventId ?? null,
      readable,
      commentable: readable && prayer.isCommentable,
    };
  },
} as const;
