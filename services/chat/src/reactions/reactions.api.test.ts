import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startGroup } from '../chats/chats.testing.ts';
import { DELETE_MESSAGE, MESSAGES, send } from '../messages/messages.testing.ts';
import { PARTICIPANT } from '../participants/participants.testing.ts';

// Reactions through GraphQL, as participants, people who left, strangers and anonymous people.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const REACT = graphql(`
  mutation React($messageId: ID!, $chatId: ID!, $emoji: String!) {
    reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id messageId chatId userId user { id } emoji }
  }
`);
const UNREACT = graphql(`
  mutation Unreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { userId emoji } }
`);
const REACTIONS = graphql(`query Reactions($messageId: ID!) { chatMessageReactions(messageId: $messageId) { userId emoji } }`);

async function room() {
  const [admin, member] = [person(), person()];
  const chat = await startGroup(t, admin, { participantIds: [member.userId] });
  const message = await send(t, admin, chat.id, 'Amen?');
  return { admin, member, chat, message };
}

const outsiders = () => [[person(), 'FORBIDDEN'], [person([PlatformRole.ADMIN]), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const;

describe('reactions', () => {
  it('adds an emoji once per person, shows them on the message and removes them, with events', async () => {
    const { admin, member, chat, message } = await room();
    const added = dataOf(await t.run(member, REACT, { messageId: message.id, chatId: chat.id, emoji: ' 🙏 ' })).reactToMessage;
    expect(added).toMatchObject({ messageId: message.id, chatId: chat.id, userId: member.userId, user: { id: member.userId }, emoji: '🙏' });
    expect(dataOf(await t.run(member, REACT, { messageId: message.id, chatId: chat.id, emoji: '🙏' })).reactToMessage.id).toBe(added.id);
    await t.run(admin, REACT, { messageId: message.id, chatId: chat.id, emoji: '👍🏽' });
    expect(dataOf(await t.run(admin, REACTIONS, { messageId: message.id })).chatMessageReactions).toEqual([
      { userId: member.userId, emoji: '🙏' }, { userId: admin.userId, emoji: '👍🏽' },
    ]);
    const removed = dataOf(await t.run(member, UNREACT, { messageId: message.id, emoji: '🙏' })).removeReaction;
    expect(removed).toEqual({ userId: member.userId, emoji: '🙏' });
    expect(dataOf(await t.run(member, UNREACT, { messageId: message.id, emoji: '🙏' })).removeReaction).toBeNull();
    const events = await t.outbox({ aggregateId: chat.id });
    expect(events.filter((e) => e.type.startsWith('chat.reaction.')).map((e) => [e.type, e.payload['emoji']])).toEqual([
      ['chat.reaction.added', '🙏'], ['chat.reaction.added', '👍🏽'], ['chat.reaction.removed', '🙏'],
    ]);
    const [listed] = dataOf(await t.run(member, graphql(`query MessagesWithReactions($chatId: ID!) { chatMessages(chatId: $chatId) { results { reactions { emoji } } } }`), { chatId: chat.id })).chatMessages.results;
    expect(listed!.reactions).toEqual([{ emoji: '👍🏽' }]);
  });

  it('keeps one reaction when the same one races, and every different one', async () => {
    const { admin, member, chat, message } = await room();
    const emojis = ['🙏', '❤️', '🔥', '😂'];
    await Promise.all([admin, member, admin, member].flatMap((viewer) =>
      emojis.map((emoji) => t.run(viewer, REACT, { messageId: message.id, chatId: chat.id, emoji }))));
    expect(await t.count('chat_message_reaction', 'message_id = ?', [message.id])).toBe(8);
    expect(await t.outbox({ aggregateId: chat.id, type: 'chat.reaction.added' })).toHaveLength(8);
  });

  it('lets no one outside the chat, or who left, react, remove or read reactions', async () => {
    const { admin, member, chat, message } = await room();
    await t.run(admin, REACT, { messageId: message.id, chatId: chat.id, emoji: '🙏' });
    await t.run(member, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' });
    for (const [viewer, code] of [...outsiders(), [member, 'FORBIDDEN'] as const]) {
      expect(errorCodes(await t.run(viewer, REACT, { messageId: message.id, chatId: chat.id, emoji: '👎' }))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, UNREACT, { messageId: message.id, emoji: '🙏' }))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, REACTIONS, { messageId: message.id }))).toEqual([code]);
    }
    expect(await t.count('chat_message_reaction', 'message_id = ?', [message.id])).toBe(1);
  });

  it('refuses text, a wrong chat and a deleted message, and stores nothing', async () => {
    const { admin, chat, message } = await room();
    for (const emoji of ['ok', '', '🙏🙏', '🙏 x', '1']) {
      expect(fieldErrors(await t.run(admin, REACT, { messageId: message.id, chatId: chat.id, emoji }))).toEqual({ emoji: 'must be one emoji' });
    }
    expect(errorCodes(await t.run(admin, REACT, { messageId: message.id, chatId: randomUUID(), emoji: '🙏' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(admin, REACT, { messageId: randomUUID(), chatId: chat.id, emoji: '🙏' }))).toEqual(['NOT_FOUND']);
    await t.run(admin, REACT, { messageId: message.id, chatId: chat.id, emoji: '🙏' });
    dataOf(await t.run(admin, DELETE_MESSAGE, { messageId: message.id }));
    expect(fieldErrors(await t.run(admin, REACT, { messageId: message.id, chatId: chat.id, emoji: '🔥' }))).toEqual({ id: 'this message was deleted' });
    expect(dataOf(await t.run(admin, REACTIONS, { messageId: message.id })).chatMessageReactions).toEqual([]);
    expect(await t.count('chat_message_reaction', 'message_id = ?', [message.id])).toBe(0);
    expect(dataOf(await t.run(admin, MESSAGES, { chatId: chat.id })).chatMessages.results).toHaveLength(1);
  });
});
