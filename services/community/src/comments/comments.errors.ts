import { forbidden, notFound, type DomainError } from '@koinonia/kit';

/** The comments feature's expected failures. */
export const commentErrors = {
  notFound: (): DomainError => notFound('Comment'),
  commentsOff: (): DomainError => forbidden('Comments are turned off here'),
  notTheAuthor: (): DomainError => forbidden('Only the author can edit this comment'),
  mayNotDelete: (): DomainError => forbidden('Only the author or an admin can delete this comment'),
} as const;
