import { isAdmin, isUuid, userReference, type EntityManager, type RequestContext, type UserReference, type Viewer } from '@koinonia/kit';
import { GroupRole, type Group } from '../groups/group.entity.ts';
import { findMembership } from '../groups/group.repository.ts';
import { mayReadContent, standingIn, type Standing } from '../groups/group-permissions.ts';
import { findGroupVisibleTo } from '../groups/groups.queries.ts';
import { CandidateKind, type GroupEmailInvitation } from './membership.entities.ts';
import { candidatesOfGroup, emailInvitationsOfGroup, membersOfGroup } from './memberships.repository.ts';

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

const membersWith = async (ctx: RequestContext, m: MembershipOf, role: GroupRole) =>
  m.listsMembers ? users((await membersOfGroup(ctx).load(m.group.id)).filter((member) => member.role === role)) : null;

const candidatesOf = async (ctx: RequestContext, m: MembershipOf, kind: CandidateKind) =>
  m.listsCandidates ? users((await candidatesOfGroup(ctx).load(m.group.id)).filter((candidate) => candidate.kind === kind)) : null;

/**
 * The lists of a GroupMembership, each loaded only when asked for and allowed; batched per request
 * (one query per kind of row, however many groups a request asks about).
 */
export const membershipLists = {
  admins: (ctx: RequestContext, m: MembershipOf) => membersWith(ctx, m, GroupRole.ADMIN),
  members: (ctx: RequestContext, m: MembershipOf) => membersWith(ctx, m, GroupRole.MEMBER),
  requesters: (ctx: RequestContext, m: MembershipOf) => candidatesOf(ctx, m, CandidateKind.REQUESTED),
  invitees: (ctx: RequestContext, m: MembershipOf) => candidatesOf(ctx, m, CandidateKind.INVITED),
  inviteEmails: async (ctx: RequestContext, m: MembershipOf): Promise<GroupEmailInvitation[] | null> =>
    m.listsCandidates ? emailInvitationsOfGroup(ctx).load(m.group.id) : null,
};

/**
 * A mutation's answer lists the group as the change left it: an earlier field of the same request
 * may have loaded the lists before (mutations run one after another).
 */
export function afterChange(ctx: RequestContext, m: MembershipOf): MembershipOf {
  for (const loader of [membersOfGroup, candidatesOfGroup, emailInvitationsOfGroup]) loader(ctx).clear(m.group.id);
  return m;
}
