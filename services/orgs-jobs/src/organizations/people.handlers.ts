import type { EventHandlers } from '@koinonia/kit';
import { recordPerson } from './organization-roles.repository.ts';

/**
 * Keeps the names of identity's members (version 2 is recorded at sign-up too, so everyone is
 * known) for searching an organization's people; added to the service's handlers.
 */
export function peopleHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('identity.user.profile-changed', 1, async ({ userId, firstName, lastName }, { em }) => recordPerson(em, userId, firstName, lastName))
    .on('identity.user.profile-changed', 2, async ({ userId, firstName, lastName }, { em }) => recordPerson(em, userId, firstName, lastName));
}
