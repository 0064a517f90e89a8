import type { EventHandlers } from '@koinonia/kit';
import { forgetBlock, forgetConnection, recordBlock, recordConnection, recordMember } from './people.repository.ts';

/**
 * Keeps community's read models of identity's members (names, slug, location, profile id: mentions
 * and the location scopes), accepted connections (MY_CONNECTIONS, prayers' CONNECTIONS audience) and
 * blocks (hidden both ways). A member's events share their partition, so they arrive in order.
 */
export function withPeopleHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    // Version 1 events (before the profile id was published) may still wait on the bus.
    .on('identity.user.profile-changed', 1, async (payload, { em }) => recordMember(em, { ...payload, profileId: null }))
    .on('identity.user.profile-changed', 2, async (payload, { em }) => recordMember(em, payload))
    .on('identity.connection.accepted', 1, async ({ connectorId, connectedId }, { em }) => recordConnection(em, connectorId, connectedId))
    .on('identity.connection.removed', 1, async ({ connectorId, connectedId }, { em }) => forgetConnection(em, connectorId, connectedId))
    .on('identity.profile.blocked', 1, async ({ blockerId, blockedUserId }, { em }) => recordBlock(em, blockerId, blockedUserId))
    .on('identity.profile.unblocked', 1, async ({ blockerId, blockedUserId }, { em }) => forgetBlock(em, blockerId, blockedUserId));
}
