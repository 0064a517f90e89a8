import type { EventHandlers } from '@koinonia/kit';
import { recordPerson } from './people.repository.ts';

/**
 * Identity's members, kept so that a chat names only people who exist. Identity records
 * profile-changed at sign-up (and announced every member once), so it names everyone.
 */
export function withPeopleHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('identity.user.signed-up', 1, async ({ userId }, { em }) => recordPerson(em, userId))
    .on('identity.user.profile-changed', 1, async ({ userId }, { em }) => recordPerson(em, userId))
    .on('identity.user.profile-changed', 2, async ({ userId }, { em }) => recordPerson(em, userId));
}
