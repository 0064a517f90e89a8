import { badInput, conflict, forbidden, type DomainError } from '@koinonia/kit';

// The connections feature's expected failures.

export const notOwnRequest = (): DomainError => forbidden('You can only send connection requests as yourself');

export const connectToSelf = (): DomainError => badInput([{ path: 'connectedId', message: 'cannot be yourself' }]);

export const alreadyConnected = (): DomainError => conflict('You are already connected, or a request between you exists');

export const notAddressee = (): DomainError => forbidden('Only the member a request was sent to can answer it');

export const alreadyAnswered = (): DomainError => conflict('This request was already answered');

export const notParty = (): DomainError => forbidden('Only the two members of a connection can remove it');

export const blockedByYou = (): DomainError => forbidden('Unblock this member before asking to connect');

/** A request left between two members when one blocked the other at the same moment it was sent. */
export const blockedPair = (): DomainError => forbidden('You cannot connect with this member');

export const declineInstead = (): DomainError => forbidden('A request sent to you is declined, not withdrawn');
