import { conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';

// The organizations feature's expected failures: what the client is told, with the field it concerns.

export const slugTaken = (): DomainError => conflict('This slug is already taken', [{ path: 'slug', message: 'is already taken' }]);

export const organizationNotFound = (): DomainError => notFound('Organization');

export const notOrganizationAdmin = (): DomainError => forbidden('Only an admin of this organization can do this');
