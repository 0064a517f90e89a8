import { badInput, forbidden, notFound, type DomainError } from '@koinonia/kit';

/** The messages feature's expected failures. */
export const messageErrors = {
  notFound: (): DomainError => notFound('Message'),
  notTheSender: (): DomainError => forbidden('Only its sender can edit a message'),
  cannotPin: (): DomainError => forbidden('Only the chat’s admins, and moderators who pin messages, can do this'),
  cannotDelete: (): DomainError => forbidden('Only its sender, the chat’s admins and moderators who delete messages can do this'),
  deleted: (): DomainError => badInput([{ path: 'id', message: 'this message was deleted' }]),
  wrongUpload: (path: string): DomainError => badInput([{ path, message: 'is not a chat attachment' }]),
  uploadUsed: (path: string): DomainError => badInput([{ path, message: 'was already sent' }]),
} as const;
