import { badInput, conflict, forbidden, messages, unauthenticated, type DomainError } from '@koinonia/kit';

// The users feature's expected failures: what the client is told, with the field it concerns.

export const emailTaken = (): DomainError =>
  conflict('An account with this e-mail already exists', [{ path: 'email', message: 'is already registered' }]);

/** The same for an unknown address and a wrong password, so the answer reveals no accounts. */
export const wrongCredentials = (): DomainError => unauthenticated('The e-mail or password is incorrect');

export const accountSuspended = (): DomainError =>
  forbidden('This account is suspended. Please contact support for more information.');

export const emailRequired = (): DomainError => badInput([{ path: 'email', message: messages.required }], `email: ${messages.required}`);

export const notOwnEmail = (): DomainError => forbidden('You can only verify your own e-mail address');

export const emailAlreadyVerified = (): DomainError => badInput([], 'Your e-mail address is already verified');

export const linkForEarlierEmail = (): DomainError =>
  badInput([{ path: 'token', message: 'This verification link is for an earlier e-mail address' }]);

/**
 * A sign-up's verification link needs a password: the one chosen at sign-up again, or a new one.
 * Whoever signed up may not own the mailbox, so no password from before the link survives it.
 */
export const passwordNeededToVerify = (): DomainError =>
  badInput([{ path: 'password', message: messages.required }], 'Enter the password you chose when you signed up, or a new one');
