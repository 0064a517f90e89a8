import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@koinonia/kit';
import { CommunityGroupEntity, EventAttendeeEntity, GroupMemberEntity, type groupPrivacies } from './membership.entities.ts';

// Writes are idempotent on their own (a join already recorded, a leave already applied change
// nothing), besides the consumer's once-per-event record. A user identity does not know (an event
// that raced their deletion) is skipped rather than failing the consumer.

export async function recordGroupJoin(em: EntityManager, groupId: string, userId: string, at: Date): Promise<void> {
  if (!isUuid(groupId) || !isUuid(userId)) return;
  await em.execute(
    `insert into group_member (group_id, user_id, joined_at)
       select ?, id, ? from app_user where id = ?
       on conflict (group_id, user_id) do nothing`,
    [groupId, at, userId],
  );
}

export async function recordGroupLeave(em: EntityManager, groupId: string, userId: string): Promise<void> {
  if (!isUuid(groupId) || !isUuid(userId)) return;
  await em.nativeDelete(GroupMemberEntity, { groupId, userId });
}

export async function recordGroupPrivacy(em: EntityManager, groupId: string, privacy: (typeof groupPrivacies)[number]): Promise<void> {
  if (!isUuid(groupId)) return;
  await em.execute(
    `insert into community_group (group_id, privacy) values (?, ?)
       on conflict (group_id) do update set privacy = excluded.privacy`,
    [groupId, privacy],
  );
}

export async function forgetGroup(em: EntityManager, groupId: string): Promise<void> {
  if (!isUuid(groupId)) return;
  await em.nativeDelete(GroupMemberEntity, { groupId });
  await em.nativeDelete(CommunityGroupEntity, { groupId });
}

/**
 * Whether `userId` may see who is in a group: anyone for a public group (or one community has not
 * described, which has no members here either), only its members for a closed or invite-only one.
 */
export async function mayListGroupMembers(em: EntityManager, groupId: string, userId: string): Promise<boolean> {
  const group = await em.findOne(CommunityGroupEntity, { groupId });
  if (!group || group.privacy === 'PUBLIC') return true;
  return (await em.count(GroupMemberEntity, { groupId, userId })) > 0;
}

export async function recordEventRegistration(em: EntityManager, eventId: string, userId: string, at: Date): Promise<void> {
  if (!isUuid(eventId) || !isUuid(userId)) return;
  await em.execute(
    `insert into event_attendee (event_id, user_id, registered_at)
       select ?, id, ? from app_user where id = ?
       on conflict (event_id, user_id) do nothing`,
    [eventId, at, userId],
  );
}

export async function recordEventCancellation(em: EntityManager, eventId: string, userId: string): Promise<void> {
  if (!isUuid(eventId) || !isUuid(userId)) return;
  await em.nativeDelete(EventAttendeeEntity, { eventId, userId });
}

/** Subqueries for lists of users: the members of a group, the people registered for an event. */
export const groupMemberIds = (em: EntityManager, groupId: string) =>
  em.createQueryBuilder(GroupMemberEntity).select('userId').where({ groupId });

export const eventAttendeeIds = (em: EntityManager, eventId: string) =>
  em.createQueryBuilder(EventAttendeeEntity).select('userId').where({ eventId });
