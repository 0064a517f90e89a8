import { badInput, conflict, forbidden, type DomainError } from '@koinonia/kit';

/** The memberships feature's expected failures. */
export const membershipErrors = {
  inviteOnly: (): DomainError => forbidden('This group is joined by invitation only'),
  lastAdmin: (): DomainError => conflict('A group needs an admin: make another member an admin first'),
  /** One id of a list is not in the set the action applies to. */
  notIn: (path: string, index: number, what: string): DomainError =>
    badInput([{ path: `${path}.${index}`, message: `is not ${what} of this group` }]),
  /** An invitee blocked the admin inviting, or was blocked by them. */
  blocked: (): DomainError => forbidden('You cannot invite a member who blocked you or whom you blocked'),
  alreadyMember: (path: string, index: number): DomainError =>
    badInput([{ path: `${path}.${index}`, message: 'is already a member of this group' }]),
} as const;
