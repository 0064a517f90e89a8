import { isAdmin, isUuid, userReference, type EntityManager, type RequestContext, type UserReference, type Viewer } from '@koinonia/kit';
import { GroupRole, type Group } from '../groups/group.entity.ts';
import { findMembership } from '../groups/group.repository.ts';
import { mayReadContent, standingIn, type Standing } from '../groups/group-permissions.ts';
import { findGroupVisibleTo } from '../groups/groups.queries.ts';
import { CandidateKind, type GroupEmailInvitation } from './membership.entities.ts';
import { findCandidates, findEmailInvitations, findMembers } from './memberships.repository.ts';

/** A group's membership as one viewer may see it (the `GroupMembership` schema type is resolved from it). */
export interface MembershipOf {
  readonly group: Group;
  /** Admins and members may be listed to this viewer. */
  readonly listsMembers: boolean;
  /** Requesters, invitees and e-mail invitations may be listed (the group's admins, platform admins). */
  readonly listsCandidates: boolean;
}

const membershipFor = (group: Group, standing: Standing): MembershipOf => ({
  group,
  listsMembers: mayReadContent(group, standing),
  listsCandidates: standing.isPlatformAdmin || standing.role === GroupRole.ADMIN,
});

/** groupMembership(groupId): null for a group that does not exist or the viewer may not see. */
export async function findGroupMembership(ctx: RequestContext, groupId: string): Promise<MembershipOf | null> {
  if (!isUuid(groupId)) return null;
  const group = await findGroupVisibleTo(ctx, groupId);
  return group ? membershipFor(group, await standingIn(ctx, group)) : null;
}

/**
 * What a membership mutation answers, as the viewer sees it after the change (read on the
 * transaction's EntityManager: the request's loaders may hold the viewer's standing from before).
 */
export async function membershipAfterChange(em: EntityManager, viewer: Viewer, group: Group): Promise<MembershipOf> {
  await em.flush();
  // The member count is the trigger's: read it back.
  await em.refresh(group);
  const membership = viewer.userId ? await findMembership(em, group.id, viewer.userId) : null;
  return membershipFor(group, { role: membership?.role ?? null, isPlatformAdmin: isAdmin(viewer) });
}

const users = (rows: readonly { userId: string }[]): UserReference[] => rows.map((row) => userReference(row.userId));

/** The lists of a GroupMembership, each loaded only when asked for and allowed. */
export const membershipLists = {
  admins: async (em: EntityManager, m: MembershipOf) => (m.listsMembers ? users(await findMembers(em, m.group.id, GroupRole.ADMIN)) : null),
  members: async (em: EntityManager, m: MembershipOf) => (m.listsMembers ? users(await findMembers(em, m.group.id, GroupRole.MEMBER)) : null),
  requesters: async (em: EntityManager, m: MembershipOf) =>
    m.listsCandidates ? users(await findCandidates(em, m.group.id, CandidateKind.REQUESTED)) : null,
  invitees: async (em: EntityManager, m: MembershipOf) =>
    m.listsCandidates ? users(await findCandidates(em, m.group.id, CandidateKind.INVITED)) : null,
  inviteEmails: async (em: EntityManager, m: MembershipOf): Promise<GroupEmailInvitation[] | null> =>
    m.listsCandidates ? findEmailInvitations(em, m.group.id) : null,
};
