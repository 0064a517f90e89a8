import { badInput, notFound, type DomainError } from '@koinonia/kit';

// The platform roles feature's expected failures.

export const usersNotFound = (): DomainError => notFound('User');

export const lastAdmin = (): DomainError => badInput([{ path: 'userIds', message: 'would leave the platform without an admin' }]);
