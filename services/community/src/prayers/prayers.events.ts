import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { Prayer } from './prayer.entity.ts';

const SOURCE = 'community';

/** The events prayers publish (contracts in services/events/src/community.ts), in the change's transaction. */
export const recordPrayer = {
  created: (em: EntityManager, viewer: Viewer, prayer: Prayer) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.prayer.created',
      version: 1,
      aggregateId: prayer.id,
      payload: {
        prayerId: prayer.id,
        authorId: prayer.authorId,
        audience: prayer.audience,
        groupId: prayer.groupId ?? null,
        eventId: prayer.eventId ?? null,
      },
    }),
  /** Everyone who prayed is told (notify). */
  answered: (em: EntityManager, viewer: Viewer, prayer: Prayer, prayedUserIds: readonly string[]) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.prayer.answered',
      version: 1,
      aggregateId: prayer.id,
      payload: {
        prayerId: prayer.id,
        authorId: prayer.authorId,
        groupId: prayer.groupId ?? null,
        eventId: prayer.eventId ?? null,
        prayedUserIds: [...prayedUserIds],
      },
    }),
};
