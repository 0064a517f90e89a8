import { badInput, conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';

// The organizations feature's expected failures: what the client is told, with the field it concerns.

export const slugTaken = (): DomainError => conflict('This slug is already taken', [{ path: 'slug', message: 'is already taken' }]);

export const organizationNotFound = (): DomainError => notFound('Organization');

export const notOrganizationAdmin = (): DomainError => forbidden('Only an admin of this organization can do this');

export const notPlatformAdmin = (): DomainError => forbidden('Only a platform admin can set the priority');

export const lastAdmin = (): DomainError => conflict('An organization needs an admin: make another person an admin first');

/** An id of a list argument that does not fit the operation (`userIds.2`, `organizationIds.0`). */
export const listItemRefused = (list: string, index: number, message: string): DomainError =>
  badInput([{ path: `${list}.${index}`, message }]);
