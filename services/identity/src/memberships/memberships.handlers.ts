import { EventHandlers } from '@koinonia/kit';
import {
  forgetGroup,
  recordGroupPrivacy,
  recordEventCancellation,
  recordEventRegistration,
  recordGroupJoin,
  recordGroupLeave,
} from './memberships.repository.ts';

/**
 * What identity does with community's group, membership and registration events: keeps the read
 * models behind `users(groupId | eventId)`, and each group's privacy (who may list its members).
 * Each event runs once in effect (kit's consumer records its id in the same transaction); a group's
 * (an event's) events share its partition, so they arrive in order.
 */
export function membershipHandlers(): EventHandlers {
  return new EventHandlers()
    .on('community.group.member-joined', 1, async ({ groupId, userId }, { em, envelope }) => {
      await recordGroupJoin(em, groupId, userId, new Date(envelope.occurredAt));
    })
    .on('community.group.member-left', 1, async ({ groupId, userId }, { em }) => {
      await recordGroupLeave(em, groupId, userId);
    })
    .on('community.group.created', 1, async ({ groupId, privacy }, { em }) => {
      await recordGroupPrivacy(em, groupId, privacy);
    })
    .on('community.group.updated', 1, async ({ groupId, privacy }, { em }) => {
      await recordGroupPrivacy(em, groupId, privacy);
    })
    .on('community.group.deleted', 1, async ({ groupId }, { em }) => {
      await forgetGroup(em, groupId);
    })
    .on('community.event.registered', 1, async ({ eventId, userId }, { em, envelope }) => {
      await recordEventRegistration(em, eventId, userId, new Date(envelope.occurredAt));
    })
    .on('community.event.registration-cancelled', 1, async ({ eventId, userId }, { em }) => {
      await recordEventCancellation(em, eventId, userId);
    });
}
