import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startGroup } from '../chats/chats.testing.ts';
import { grant, MODERATOR, MODERATORS } from './participants.testing.ts';

// Moderator rights through GraphQL: only a chat's admins grant, change and withdraw them.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

/** A chat of `admin` with `member` and `helper` in it. */
async function room() {
  const [admin, member, helper] = [person(), person(), person()];
  const chat = await startGroup(t, admin, { participantIds: [member.userId, helper.userId] });
  return { admin, member, helper, chat };
}

describe('chatModerator', () => {
  it('lets an admin grant, change and withdraw rights, recording chat.moderator.changed each time', async () => {
    const { admin, member, chat } = await room();
    const granted = await grant(t, admin, chat.id, member.userId, { canDeleteMessages: true });
    expect(granted).toEqual({
      chatId: chat.id, userId: member.userId, canManageParticipants: false, canDeleteMessages: true, canPinMessages: false,
      grantedById: admin.userId, grantedBy: { id: admin.userId }, user: { id: member.userId },
    });
    const edited = dataOf(await t.run(admin, MODERATOR, { chatId: chat.id, userId: member.userId, canPinMessages: true, mutationType: 'EDIT' })).chatModerator!;
    expect(edited).toMatchObject({ canManageParticipants: false, canDeleteMessages: true, canPinMessages: true });
    const CHAT_MODERATORS = graphql(`query ChatWithModerators($id: ID!) { chat(id: $id) { moderators { userId canPinMessages } } }`);
    expect(dataOf(await t.run(member, CHAT_MODERATORS, { id: chat.id })).chat!.moderators).toEqual([{ userId: member.userId, canPinMessages: true }]);
    const withdrawn = dataOf(await t.run(admin, MODERATOR, { chatId: chat.id, userId: member.userId, mutationType: 'DELETE' })).chatModerator!;
    expect(withdrawn).toMatchObject({ userId: member.userId, canPinMessages: true });
    expect(await t.count('chat_moderator', 'chat_id = ?', [chat.id])).toBe(0);
    const events = await t.outbox({ aggregateId: chat.id, type: 'chat.moderator.changed' });
    expect(events.map((e) => [e.payload['canDeleteMessages'], e.payload['canPinMessages']])).toEqual([[true, false], [true, true], [false, false]]);
  });

  it('refuses participants who are not admins, moderators included, strangers, platform admins and anonymous people', async () => {
    const { admin, member, helper, chat } = await room();
    await grant(t, admin, chat.id, helper.userId, { canManageParticipants: true, canDeleteMessages: true, canPinMessages: true });
    const cases = [[member, 'FORBIDDEN'], [helper, 'FORBIDDEN'], [person(), 'FORBIDDEN'], [person([PlatformRole.ADMIN]), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const;
    for (const [viewer, code] of cases) {
      for (const mutationType of ['ADD', 'EDIT', 'DELETE'] as const) {
        const userId = mutationType === 'ADD' ? member.userId : helper.userId;
        const result = await t.run(viewer, MODERATOR, { chatId: chat.id, userId, canPinMessages: false, canDeleteMessages: true, mutationType });
        expect(errorCodes(result)).toEqual([code]);
      }
    }
    expect(await t.sql('select user_id, can_pin_messages from chat_moderator where chat_id = ?', [chat.id]))
      .toEqual([{ user_id: helper.userId, can_pin_messages: true }]);
  });

  it('grants only active participants, once, and at least one right', async () => {
    const { admin, member, chat } = await room();
    const run = (variables: { userId: string; canPinMessages?: boolean; canDeleteMessages?: boolean; mutationType: 'ADD' | 'EDIT' | 'DELETE' }) =>
      t.run(admin, MODERATOR, { chatId: chat.id, ...variables });
    expect(fieldErrors(await run({ userId: member.userId, mutationType: 'ADD' }))).toEqual({ canManageParticipants: 'grant at least one right' });
    expect(fieldErrors(await run({ userId: randomUUID(), canPinMessages: true, mutationType: 'ADD' }))).toEqual({ userId: 'is not a participant of this chat' });
    expect(errorCodes(await run({ userId: member.userId, canPinMessages: true, mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await run({ userId: member.userId, mutationType: 'DELETE' }))).toEqual(['NOT_FOUND']);
    await grant(t, admin, chat.id, member.userId, { canPinMessages: true });
    expect(errorCodes(await run({ userId: member.userId, canDeleteMessages: true, mutationType: 'ADD' }))).toEqual(['CONFLICT']);
    expect(fieldErrors(await run({ userId: member.userId, canPinMessages: false, mutationType: 'EDIT' }))).toEqual({ canManageParticipants: 'grant at least one right' });
    expect(fieldErrors(await t.run(admin, MODERATOR, { chatId: 'x', userId: member.userId, mutationType: 'DELETE' }))).toEqual({ chatId: 'is not a valid id' });
    expect(await t.sql('select can_pin_messages, can_delete_messages from chat_moderator where chat_id = ?', [chat.id]))
      .toEqual([{ can_pin_messages: true, can_delete_messages: false }]);
  });

  it('grants once when grants race', async () => {
    const { admin, member, chat } = await room();
    const results = await Promise.all(Array.from({ length: 6 }, () =>
      t.run(admin, MODERATOR, { chatId: chat.id, userId: member.userId, canPinMessages: true, mutationType: 'ADD' })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.flatMap((r) => errorCodes(r))).toEqual(Array(5).fill('CONFLICT'));
    expect(await t.count('chat_moderator', 'chat_id = ?', [chat.id])).toBe(1);
  });

  it('shows the moderators to whoever may see the chat', async () => {
    const { admin, member, chat } = await room();
    await grant(t, admin, chat.id, member.userId, { canDeleteMessages: true });
    expect(dataOf(await t.run(member, MODERATORS, { chatId: chat.id })).chatModerators).toEqual([
      { userId: member.userId, canManageParticipants: false, canDeleteMessages: true, canPinMessages: false, grantedById: admin.userId },
    ]);
    for (const viewer of [person(), person([PlatformRole.ADMIN]), anonymousViewer]) {
      expect(errorCodes(await t.run(viewer, MODERATORS, { chatId: chat.id }))).toEqual(['FORBIDDEN']);
    }
  });
});
