import { badInput, conflict, forbidden, notFound, type DomainError } from '@koinonia/kit';

/** The participants and moderators feature's expected failures. */
export const participantErrors = {
  notAParticipant: (): DomainError => forbidden('Only the chat’s participants can do this'),
  cannotManage: (): DomainError => forbidden('Only the chat’s admins, and moderators who manage participants, can do this'),
  onlyAdminsRemoveAdmins: (): DomainError => forbidden('Only the chat’s admins can remove an admin'),
  privateChat: (): DomainError => forbidden('This chat is private: one of its admins can add you'),
  directIsFixed: (): DomainError => badInput([{ path: 'chatId', message: 'a direct chat keeps its two people' }]),
  /** Either person blocked the other (identity's blocks, as chat's read model has them). */
  blocked: (): DomainError => forbidden('You cannot chat with this member'),
  /** An id identity never announced (made up, or of no member). */
  unknownPerson: (path: string): DomainError => badInput([{ path, message: 'is not a Koinonia member' }]),
  /** MAX_CHAT_PARTICIPANTS, participant-rules.ts. */
  chatFull: (max: number): DomainError => conflict(`This chat is full: it holds at most ${max} people`),
  notInChat: (): DomainError => notFound('Participant'),
  moderatorMustParticipate: (): DomainError => badInput([{ path: 'userId', message: 'is not a participant of this chat' }]),
  noRight: (): DomainError => badInput([{ path: 'canManageParticipants', message: 'grant at least one right' }]),
  alreadyModerator: (): DomainError => conflict('This participant is already a moderator'),
  notAModerator: (): DomainError => notFound('Moderator'),
} as const;
