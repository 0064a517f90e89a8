import { badInput, forbidden, notFound, type DomainError } from '@koinonia/kit';

// The impersonation feature's expected failures.

export const notPlatformAdmin = (): DomainError => forbidden('Only platform admins can switch users');

export const memberNotFound = (): DomainError => notFound('Member');

export const notYourAdminAccount = (): DomainError =>
  badInput([{ path: 'userId', message: 'is not the admin account this session belongs to' }]);
