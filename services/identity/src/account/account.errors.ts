import { badInput, conflict, forbidden, type DomainError } from '@koinonia/kit';

// The account feature's expected failures (a taken e-mail is the users feature's `emailTaken`).

export const nothingToChange = (): DomainError => badInput([], 'Give a new e-mail address, a new slug or both');

/** Also for a slug another member had: it keeps leading to them. */
export const slugTaken = (): DomainError => conflict('This profile address is already taken', [{ path: 'slug', message: 'is already taken' }]);

export const notOwnSubscription = (): DomainError => forbidden("You can only change your own notification e-mails");
