import { conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';

/** The reports feature's expected failures. */
export const reportErrors = {
  notFound: (): DomainError => notFound('Report'),
  ownContent: (): DomainError => forbidden('You cannot report your own content'),
  alreadyReported: (): DomainError => conflict('You have already reported this'),
  notAModerator: (): DomainError => forbidden('Only a platform admin or the group\'s admins can review this report'),
  alreadyReviewed: (): DomainError => conflict('A moderator has already reviewed this report'),
} as const;
