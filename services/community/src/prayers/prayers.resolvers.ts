import { dispatchMutationType, userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { groupById } from '../groups/group.repository.ts';
import { addPrayer } from './add-prayer.use-case.ts';
import { addPrayerUpdate } from './add-prayer-update.use-case.ts';
import { deletePrayer } from './delete-prayer.use-case.ts';
import { deletePrayerUpdate } from './delete-prayer-update.use-case.ts';
import { editPrayer } from './edit-prayer.use-case.ts';
import { editPrayerUpdate } from './edit-prayer-update.use-case.ts';
import { prayedBy, prayedCountOf, prayedKey } from './prayed.repository.ts';
import { updatesOf } from './prayer.repository.ts';
import { setPrayerCommentable } from './prayer-is-commentable.use-case.ts';
import { findPrayer, listPrayers, mayModeratePrayer } from './prayers.queries.ts';
import { reactionFields } from '../reactions/reaction-counts.ts';

export function prayersResolvers() {
  return {
    Query: {
      prayers: (_, args, ctx) => listPrayers(ctx, args),
      prayer: (_, { id }, ctx) => findPrayer(ctx, id),
    },
    Mutation: {
      prayer: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addPrayer.run(ctx, input),
          EDIT: (input) => editPrayer.run(ctx, input),
          DELETE: (input) => deletePrayer.run(ctx, input),
        }),
      prayerIsCommentable: (_, args, ctx) => setPrayerCommentable.run(ctx, args),
      prayerUpdate: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addPrayerUpdate.run(ctx, input),
          EDIT: (input) => editPrayerUpdate.run(ctx, input),
          DELETE: (input) => deletePrayerUpdate.run(ctx, input),
        }),
    },
    Prayer: {
      __resolveReference: (ref, ctx) => findPrayer(ctx, ref.id),
      user: (prayer) => userReference(prayer.authorId),
      groupId: (prayer) => prayer.groupId ?? null,
      group: (prayer, _, ctx) => (prayer.groupId ? groupById(ctx).load(prayer.groupId) : null),
      eventId: (prayer) => prayer.eventId ?? null,
      answeredAt: (prayer) => prayer.answeredAt ?? null,
      testimony: (prayer) => prayer.testimony ?? null,
      prayerUpdates: (prayer, _, ctx) => updatesOf(ctx).load(prayer.id),
      prayedCount: async (prayer, _, ctx) => (await prayedCountOf(ctx).load(prayer.id))?.count ?? 0,
      viewerHasPrayed: async (prayer, _, ctx) => {
        const userId = ctx.viewer.userId;
        return userId ? (await prayedBy(ctx).load(prayedKey(userId, prayer.id))) != null : false;
      },
      viewerIsAuthor: (prayer, _, ctx) => ctx.viewer.userId === prayer.authorId,
      ...reactionFields('prayer'),
      viewerCanModerate: (prayer, _, ctx) => mayModeratePrayer(ctx, prayer),
    },
  } satisfies Resolvers;
}
