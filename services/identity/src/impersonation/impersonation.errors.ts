import { badInput, conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';

// The impersonation feature's expected failures.

export const notPlatformAdmin = (): DomainError => forbidden('Only platform admins can switch users');

export const memberNotFound = (): DomainError => notFound('Member');

/** An admin switched into an admin would act with platform rights under another name. */
export const cannotSwitchIntoAdmin = (): DomainError => forbidden('Platform admins cannot be switched into');

/** One switch at a time: an admin switches back before switching into someone else. */
export const alreadySwitched = (): DomainError =>
  conflict('You are acting as another member. Switch back to your admin account first.');

export const notYourAdminAccount = (): DomainError =>
  badInput([{ path: 'userId', message: 'is not the admin account this session belongs to' }]);
