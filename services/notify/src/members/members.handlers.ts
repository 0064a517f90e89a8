import { PlatformRole, type EventHandlers } from '@koinonia/kit';
import {
  recordEmail,
  recordEmailVerified,
  recordFirstName,
  recordNewsletterPreference,
  recordNotificationEmails,
  recordPlatformAdmin,
} from './members.repository.ts';

/**
 * Keeps the members read model from identity's events (the sign-up itself is handled with its
 * welcome e-mail in mail.handlers.ts: a consumer has one handler per event type).
 */
export function withMemberHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('identity.user.email-changed', 1, async (payload, { em }) => recordEmail(em, payload.userId, payload.email))
    // Version 1 events may still wait on the bus; identity publishes version 2 (with the profile id) now.
    .on('identity.user.profile-changed', 1, async (payload, { em }) => recordFirstName(em, payload.userId, payload.firstName))
    .on('identity.user.profile-changed', 2, async (payload, { em }) => recordFirstName(em, payload.userId, payload.firstName))
    .on('identity.user.notification-subscription-changed', 1, async (payload, { em }) =>
      recordNotificationEmails(em, payload.userId, payload.isSendNotificationEmails),
    )
    .on('identity.user.email-verified', 1, async (payload, { em }) => recordEmailVerified(em, payload.userId, payload.email))
    .on('identity.newsletter-preference.changed', 1, async (payload, { em }) =>
      recordNewsletterPreference(em, payload.userId, payload.isSendNewsletters),
    )
    // The whole set every time: the last event of the member's aggregate decides.
    .on('identity.user.platform-roles-changed', 1, async (payload, { em }) =>
      recordPlatformAdmin(em, payload.userId, payload.platformRoles.includes(PlatformRole.ADMIN)),
    );
}
