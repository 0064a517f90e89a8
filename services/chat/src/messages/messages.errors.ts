import { badInput, conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';

/** The messages feature's expected failures. */
export const messageErrors = {
  notFound: (): DomainError => notFound('Message'),
  notTheSender: (): DomainError => forbidden('Only its sender can edit a message'),
  cannotPin: (): DomainError => forbidden('Only the chat’s admins, and moderators who pin messages, can do this'),
  cannotDelete: (): DomainError => forbidden('Only its sender, the chat’s admins and moderators who delete messages can do this'),
  deleted: (path = 'id'): DomainError => badInput([{ path, message: 'this message was deleted' }]),
  wrongUpload: (path: string): DomainError => badInput([{ path, message: 'is not a chat attachment' }]),
  uploadUsed: (path: string): DomainError => badInput([{ path, message: 'was already sent' }]),
  ownReport: (): DomainError => forbidden('You cannot report your own message'),
  reportedTwice: (): DomainError => conflict('You already reported this message'),
} as const;
