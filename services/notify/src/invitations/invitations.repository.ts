import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

// Every query of invitation e-mails: the suppression list and the log the limits count.

/**
 * Takes the address's turn until the caller's transaction ends: two invitations to one address
 * (from different groups, handled at once) count each other.
 */
export async function lockAddress(em: EntityManager, email: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`outside-invitation:${email}`]);
}

export async function isSuppressed(em: EntityManager, email: string): Promise<boolean> {
  const [row] = await em.execute<{ found: number }[]>('select 1 as found from invitation_suppression where email = ?', [email]);
  return row !== undefined;
}

/** Adds the address to the suppression list (again: nothing changes). */
export async function suppress(em: EntityManager, email: string): Promise<void> {
  await em.execute('insert into invitation_suppression (email) values (?) on conflict (email) do nothing', [email]);
}

export interface InvitationCounts {
  /** Invitation e-mails to the address within the window, from anyone. */
  readonly toAddress: number;
  /** Of those, to this group (or event). */
  readonly toAddressForScope: number;
  /** Invitation e-mails the inviter caused within the sender's window, to anyone. */
  readonly bySender: number;
}

export async function invitationCounts(
  em: EntityManager,
  invitation: { email: string; kind: string; scopeId: string; invitedById: string },
  windows: { addressSeconds: number; senderSeconds: number },
): Promise<InvitationCounts> {
  const [row] = await em.execute<{ to_address: string; to_address_for_scope: string; by_sender: string }[]>(
    `select
       (select count(*) from outside_invitation where email = ? and sent_at > now() - make_interval(secs => ?)) as to_address,
       (select count(*) from outside_invitation where email = ? and kind = ? and scope_id = ? and sent_at > now() - make_interval(secs => ?)) as to_address_for_scope,
       (select count(*) from outside_invitation where invited_by_id = ? and sent_at > now() - make_interval(secs => ?)) as by_sender`,
    [
      invitation.email, windows.addressSeconds,
      invitation.email, invitation.kind, invitation.scopeId, windows.addressSeconds,
      invitation.invitedById, windows.senderSeconds,
    ],
  );
  return { toAddress: Number(row!.to_address), toAddressForScope: Number(row!.to_address_for_scope), bySender: Number(row!.by_sender) };
}

export async function recordInvitationSent(
  em: EntityManager,
  invitation: { email: string; kind: string; scopeId: string; invitedById: string },
): Promise<void> {
  await em.execute('insert into outside_invitation (id, email, kind, scope_id, invited_by_id) values (?, ?, ?, ?, ?)', [
    randomUUID(), invitation.email, invitation.kind, invitation.scopeId, invitation.invitedById,
  ]);
}
