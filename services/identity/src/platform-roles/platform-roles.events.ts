import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';

// The events of platform roles (contract in services/events/src/identity.ts). Aggregate: the user.

/** A member's platform roles after a change, the whole set (names sorted). */
export const recordPlatformRoles = (em: EntityManager, viewer: Viewer, userId: string, platformRoles: readonly string[]): string =>
  recordEvent(em, 'identity', viewer, {
    type: 'identity.user.platform-roles-changed',
    version: 1,
    aggregateId: userId,
    payload: { userId, platformRoles: [...platformRoles].sort() },
  });
