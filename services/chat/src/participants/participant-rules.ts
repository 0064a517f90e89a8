import { RateLimit, type EntityManager, type RateLimitStore } from '@koinonia/kit';
import { blockedAmong } from '@koinonia/kit/blocks';
import { findUnknownPeople } from '../people/people.repository.ts';
import { participantErrors } from './participants.errors.ts';

/**
 * The most people a chat of chosen people (USER_GROUP) holds, its creator included. A group's or
 * event's chat has the group's members or the event's registrants, whatever their number.
 */
export const MAX_CHAT_PARTICIPANTS = 500;

/** How many people one member may put into chats in an hour: a new chat's people count, and each one added. */
export const PARTICIPANT_ADDS_PER_HOUR = 1000;

/** Per member: adding people by the thousand is a mailing (or an attack), not a conversation. */
export const createParticipantLimit = (store: RateLimitStore): RateLimit =>
  new RateLimit(store, {
    name: 'chat:participants-added',
    points: PARTICIPANT_ADDS_PER_HOUR,
    windowSeconds: 60 * 60,
    message: `You added too many people to chats this hour (at most ${PARTICIPANT_ADDS_PER_HOUR}).`,
  });

/**
 * Refuses to put `userIds` in a chat for `adderId`: BAD_USER_INPUT naming (at the argument `fieldOf`
 * gives) the first one who is not a member identity announced, FORBIDDEN when any of them blocked
 * the adder or was blocked by them. One query each, whatever the number of people.
 */
export async function checkNewParticipants(
  em: EntityManager,
  adderId: string,
  userIds: readonly string[],
  fieldOf: (userId: string) => string,
): Promise<void> {
  const unknown = await findUnknownPeople(em, userIds);
  const first = userIds.find((id) => unknown.has(id));
  if (first !== undefined) throw participantErrors.unknownPerson(fieldOf(first));
  if ((await blockedAmong(em, adderId, userIds)).size > 0) throw participantErrors.blocked();
}
