import { badInput, forbidden, notFound, type DomainError } from '@koinonia/kit';

/** The feed's expected failures. */
export const feedErrors = {
  notFound: (): DomainError => notFound('Post'),
  notTheAuthor: (): DomainError => forbidden('Only the author can edit this post'),
  mayNotDelete: (): DomainError => forbidden('Only the author or an admin can delete this post'),
  onlyPlatformAdmins: (): DomainError => forbidden('Only platform admins can moderate or feature posts'),
  empty: (): DomainError => badInput([{ path: 'body', message: 'required' }]),
  twoImages: (): DomainError => badInput([{ path: 'imageUrl', message: 'give a link or an upload, not both' }]),
  twoVideos: (): DomainError => badInput([{ path: 'videoUrl', message: 'give a link or an upload, not both' }]),
  wrongUpload: (path: string): DomainError => badInput([{ path, message: 'is not an upload of this kind' }]),
} as const;
