import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

// Read models of community's memberships, fed by its events (memberships.handlers.ts): who is in a
// group, who is registered for an event. Community owns both; identity keeps just enough to filter
// `users` without reading community's database.

export const GroupMemberEntity = defineEntity({
  name: 'GroupMember',
  tableName: 'group_member',
  properties: {
    groupId: p.uuid().primary(),
    userId: p.uuid().primary(),
    joinedAt: p.datetime(),
  },
});

export const EventAttendeeEntity = defineEntity({
  name: 'EventAttendee',
  tableName: 'event_attendee',
  properties: {
    eventId: p.uuid().primary(),
    userId: p.uuid().primary(),
    registeredAt: p.datetime(),
  },
});

/** A group's privacy as community last reported it: it decides who may list the group's members. */
export const groupPrivacies = ['PUBLIC', 'CLOSED', 'INVITE_ONLY'] as const;

export const CommunityGroupEntity = defineEntity({
  name: 'CommunityGroup',
  tableName: 'community_group',
  properties: {
    groupId: p.uuid().primary(),
    privacy: p.enum(groupPrivacies),
  },
});

export type GroupMember = InferEntity<typeof GroupMemberEntity>;
export type EventAttendee = InferEntity<typeof EventAttendeeEntity>;
