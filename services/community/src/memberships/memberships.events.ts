import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';

const SOURCE = 'community';

/**
 * The events memberships publish (contracts in services/events/src/community.ts), in the change's
 * transaction. The aggregate is always the group, so one group's membership events arrive in order.
 */
export const recordMembership = {
  /** Became an admin or member (the creator of a group too): identity's read model and notify's "new member". */
  joined: (em: EntityManager, viewer: Viewer, groupId: string, userId: string) =>
    recordEvent(em, SOURCE, viewer, { type: 'community.group.member-joined', version: 1, aggregateId: groupId, payload: { groupId, userId } }),
  /** Left, or was removed. */
  left: (em: EntityManager, viewer: Viewer, groupId: string, userId: string) =>
    recordEvent(em, SOURCE, viewer, { type: 'community.group.member-left', version: 1, aggregateId: groupId, payload: { groupId, userId } }),
  /** Promoted to admin, or demoted to member. */
  roleChanged: (em: EntityManager, viewer: Viewer, groupId: string, userId: string, role: 'ADMIN' | 'MEMBER') =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.member-role-changed',
      version: 1,
      aggregateId: groupId,
      payload: { groupId, userId, role },
    }),
  invitationSent: (em: EntityManager, viewer: Viewer, groupId: string, userId: string, invitedById: string) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.invitation-sent',
      version: 1,
      aggregateId: groupId,
      payload: { groupId, userId, invitedById },
    }),
  invitationAccepted: (em: EntityManager, viewer: Viewer, groupId: string, userId: string, invitedById: string | null) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.invitation-accepted',
      version: 1,
      aggregateId: groupId,
      payload: { groupId, userId, invitedById },
    }),
  joinRequested: (em: EntityManager, viewer: Viewer, groupId: string, userId: string) =>
    recordEvent(em, SOURCE, viewer, { type: 'community.group.join-requested', version: 1, aggregateId: groupId, payload: { groupId, userId } }),
  joinRequestAccepted: (em: EntityManager, viewer: Viewer, groupId: string, userId: string, acceptedById: string) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.join-request-accepted',
      version: 1,
      aggregateId: groupId,
      payload: { groupId, userId, acceptedById },
    }),
  emailInvitationSent: (
    em: EntityManager,
    viewer: Viewer,
    invitation: { groupId: string; groupSlug: string; groupName: string; email: string; invitedById: string },
  ) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.group.email-invitation-sent',
      version: 1,
      aggregateId: invitation.groupId,
      payload: invitation,
    }),
};
