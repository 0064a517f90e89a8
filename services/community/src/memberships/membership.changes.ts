import { randomUUID } from 'node:crypto';
import type { EntityManager, SignedInViewer } from '@koinonia/kit';
import { GroupMemberEntity, type GroupMember, type GroupRole } from '../groups/group.entity.ts';
import { membershipErrors } from './memberships.errors.ts';
import { recordMembership } from './memberships.events.ts';
import { countAdmins } from './memberships.repository.ts';

// The writes every membership operation shares. Callers hold the group's row lock (lockGroup).

/** Makes `userId` a member (or admin) and records that they joined. */
export function addMember(em: EntityManager, viewer: SignedInViewer, groupId: string, userId: string, role: GroupRole): GroupMember {
  const member = em.create(GroupMemberEntity, { id: randomUUID(), groupId, userId, role });
  recordMembership.joined(em, viewer, groupId, userId);
  return member;
}

/** Removes a membership and records that its person left. */
export function removeMember(em: EntityManager, viewer: SignedInViewer, member: GroupMember): void {
  em.remove(member);
  recordMembership.left(em, viewer, member.groupId, member.userId);
}

/**
 * Refuses the change (its transaction then rolls back) when it left the group without an admin.
 * Checked after the writes, under the group's lock, so two admins leaving at once cannot both go.
 */
export async function requireAnAdmin(em: EntityManager, groupId: string): Promise<void> {
  await em.flush();
  if ((await countAdmins(em, groupId)) === 0) throw membershipErrors.lastAdmin();
}
