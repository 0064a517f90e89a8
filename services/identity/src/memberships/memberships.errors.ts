import { forbidden, type DomainError } from '@koinonia/kit';

// The memberships read model's expected failures.

export const groupMembersHidden = (): DomainError => forbidden('Only members of this group can see who is in it');
