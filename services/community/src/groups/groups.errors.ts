import { forbidden, notFound, type DomainError } from '@koinonia/kit';

/** The groups feature's expected failures. */
export const groupErrors = {
  notFound: (): DomainError => notFound('Group'),
  notAnAdmin: (): DomainError => forbidden('Only an admin of this group can do this'),
} as const;
