import { badInput, conflict, forbidden, messages, notFound, type DomainError } from '@koinonia/kit';

/** The chats feature's expected failures. */
export const chatErrors = {
  notFound: (): DomainError => notFound('Chat'),
  private: (): DomainError => forbidden('This chat is private'),
  notAnAdmin: (): DomainError => forbidden('Only the chat’s admins can do this'),
  othersChats: (): DomainError => forbidden('You can only list your own chats'),
  directNeedsOneOther: (): DomainError => badInput([{ path: 'participantIds', message: 'must name exactly one other person' }]),
  groupNeedsOthers: (): DomainError => badInput([{ path: 'participantIds', message: 'must name at least one other person' }]),
  userGroupNeedsName: (): DomainError => badInput([{ path: 'name', message: messages.required }]),
  directHasNoSettings: (): DomainError => badInput([{ path: 'id', message: 'a direct chat has no settings to edit' }]),
  /** Two people started their direct chat at the same moment and the other one's insert won. */
  directStartedTwice: (): DomainError => conflict('This direct chat was started at the same moment'),
  /** A group's or event's chat is started by one of its members (or registrants). */
  notInRoom: (): DomainError => forbidden('Only the group’s members or the event’s registrants can start its chat'),
} as const;
