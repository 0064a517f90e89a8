import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FormattedExecutionResult } from 'graphql';
import { dataOf, errorCodes, fieldErrors, handledTestEvent, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { member, SAVE_CHAT } from '../chats/chats.testing.ts';
import { PARTICIPANT } from './participants.testing.ts';
import { MAX_CHAT_PARTICIPANTS, PARTICIPANT_ADDS_PER_HOUR } from './participant-rules.ts';

// Who may be put in a chat: members identity announced (chat's read model of them), at most
// MAX_CHAT_PARTICIPANTS in a chat of chosen people, and PARTICIPANT_ADDS_PER_HOUR a member per hour.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

/** `n` members chat knows, as identity's events would have announced them. */
const members = async (n: number): Promise<string[]> =>
  (await t.sql<{ user_id: string }>('insert into chat_person (user_id) select gen_random_uuid() from generate_series(1, ?) returning user_id', [n]))
    .map((row) => row.user_id);

const retryAfterOf = (result: FormattedExecutionResult): unknown => result.errors?.[0]?.extensions?.['retryAfterSeconds'];

describe('who may be put in a chat', () => {
  it('refuses made-up people, ten thousand or one, and changes nothing', async () => {
    const starter = await member(t);
    const flood = Array.from({ length: 10_000 }, () => randomUUID());
    const huge = await t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'USER_GROUP', name: 'Everyone', participantIds: flood });
    expect(errorCodes(huge)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(huge)).toEqual({ participantIds: 'must name at most 499 people: a chat holds at most 500' });

    const [real] = await members(1);
    const madeUp = randomUUID();
    const some = await t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'USER_GROUP', name: 'Few', participantIds: [real!, madeUp] });
    expect(fieldErrors(some)).toEqual({ 'participantIds.1': 'is not a Koinonia member' });
    const direct = await t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [madeUp] });
    expect(fieldErrors(direct)).toEqual({ 'participantIds.0': 'is not a Koinonia member' });
    expect(await t.count('chat', 'creator_id = ?', [starter.userId])).toBe(0);

    const chat = dataOf(await t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'USER_GROUP', name: 'Few', participantIds: [real!] })).chat!;
    const added = await t.run(starter, PARTICIPANT, { chatId: chat.id, userId: madeUp, mutationType: 'ADD' });
    expect(fieldErrors(added)).toEqual({ userId: 'is not a Koinonia member' });
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(2);
  });

  it('knows a member once identity announces them', async () => {
    const starter = await member(t);
    const newcomer = randomUUID();
    const before = await t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [newcomer] });
    expect(errorCodes(before)).toEqual(['BAD_USER_INPUT']);
    await handledTestEvent(t, {
      type: 'identity.user.profile-changed', version: 2, aggregateId: newcomer,
      payload: { userId: newcomer, profileId: randomUUID(), slug: `n-${newcomer}`, firstName: 'Tabitha', lastName: 'Joppa', location: null },
    });
    const after = dataOf(await t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [newcomer] })).chat!;
    expect(after.participants.map((p) => p.userId).sort()).toEqual([starter.userId, newcomer].sort());
  });

  it(`holds at most ${MAX_CHAT_PARTICIPANTS} people in a chat of chosen people`, async () => {
    const starter = await member(t);
    const people = await members(MAX_CHAT_PARTICIPANTS);
    const tooMany = await t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'USER_GROUP', name: 'Full', participantIds: people });
    expect(errorCodes(tooMany)).toEqual(['BAD_USER_INPUT']);

    const chat = dataOf(await t.run(starter, SAVE_CHAT, {
      mutationType: 'ADD', type: 'USER_GROUP', name: 'Full', isPublic: true, participantIds: people.slice(1),
    })).chat!;
    expect(chat.participants).toHaveLength(MAX_CHAT_PARTICIPANTS);
    const added = await t.run(starter, PARTICIPANT, { chatId: chat.id, userId: people[0]!, mutationType: 'ADD' });
    expect(errorCodes(added)).toEqual(['CONFLICT']);
    expect(added.errors?.[0]?.message).toBe(`This chat is full: it holds at most ${MAX_CHAT_PARTICIPANTS} people`);
    const joined = await t.run(await member(t), PARTICIPANT, { chatId: chat.id, mutationType: 'ADD' });
    expect(errorCodes(joined)).toEqual(['CONFLICT']);
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(MAX_CHAT_PARTICIPANTS);
  });

  it(`lets a member put at most ${PARTICIPANT_ADDS_PER_HOUR} people in chats an hour, then says when to try again`, async () => {
    const starter = await member(t);
    const people = await members(PARTICIPANT_ADDS_PER_HOUR + 2);
    const start = (participantIds: string[]) => t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'USER_GROUP', name: 'Many', participantIds });
    // 499 + 499 + 2 at once: the limit reached.
    const full = MAX_CHAT_PARTICIPANTS - 1;
    dataOf(await start(people.slice(0, full)));
    dataOf(await start(people.slice(full, 2 * full)));
    const third = dataOf(await start(people.slice(2 * full, PARTICIPANT_ADDS_PER_HOUR))).chat!;

    const added = await t.run(starter, PARTICIPANT, { chatId: third.id, userId: people.at(-1)!, mutationType: 'ADD' });
    expect(errorCodes(added)).toEqual(['RATE_LIMITED']);
    expect(retryAfterOf(added)).toEqual(expect.any(Number));
    expect(retryAfterOf(added)).toBeLessThanOrEqual(3600);
    const started = await start(people.slice(-2));
    expect(errorCodes(started)).toEqual(['RATE_LIMITED']);
    expect(await t.count('chat', 'creator_id = ?', [starter.userId])).toBe(3);
    expect(await t.count('chat_participant', 'chat_id = ?', [third.id])).toBe(1 + PARTICIPANT_ADDS_PER_HOUR - 2 * full);

    // The count is each member's own.
    dataOf(await t.run(await member(t), SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [people.at(-1)!] }));
  });
});
