import type { EventHandlers } from '@koinonia/kit';
import { withBlockHandlers } from '@koinonia/kit/blocks';
import { forgetConnection, recordConnection, recordMember } from './people.repository.ts';

/**
 * Keeps community's read models of identity's members (names, slug, location, profile id: mentions
 * and the location scopes), accepted connections (MY_CONNECTIONS, prayers' CONNECTIONS audience) and
 * blocks (kit's read model: hidden both ways; a block drops the pair's connection here too, as
 * identity does). A member's events share their partition, so they arrive in order.
 */
export function withPeopleHandlers(handlers: EventHandlers): EventHandlers {
  return withBlockHandlers(handlers, { onBlocked: forgetConnection })
    // Version 1 events (before the profile id was published) may still wait on the bus.
    .on('identity.user.profile-changed', 1, async (payload, { em }) => recordMember(em, { ...payload, profileId: null }))
    .on('identity.user.profile-changed', 2, async (payload, { em }) => recordMember(em, payload))
    .on('identity.connection.accepted', 1, async ({ connectorId, connectedId }, { em }) => recordConnection(em, connectorId, connectedId))
    .on('identity.connection.removed', 1, async ({ connectorId, connectedId }, { em }) => forgetConnection(em, connectorId, connectedId));
}
