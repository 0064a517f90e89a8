import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startGroup } from '../chats/chats.testing.ts';
import { send } from '../messages/messages.testing.ts';
import { chatLive } from './chat-live.ts';
import { liveClient, subscribe } from './live.testing.ts';

// Two replicas of chat on one database and real Redis (REDIS_URL, else 127.0.0.1:6379): a message
// sent through one reaches a subscriber connected to the other.
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
let one: TestService<ChatConfig>;
let two: TestService<ChatConfig>;
beforeAll(async () => {
  one = await startTestService(chatService, loadChatConfig, { env: { REDIS_URL } });
  two = await startTestService(chatService, loadChatConfig, { env: { REDIS_URL, CHAT_DATABASE_URL: one.db.url } });
});
afterAll(async () => {
  await two?.stop();
  await one?.stop();
});

const NEW_MESSAGE = graphql(`subscription ReplicaMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } } }`);

describe('two chat replicas on Redis', () => {
  it('deliver a message sent through one to a subscriber connected to the other', async () => {
    expect(chatLive(two.service.config).description).toMatch(/^Redis/);
    const [admin, member] = [person(), person()];
    const chat = await startGroup(one, admin, { participantIds: [member.userId] });
    const client = liveClient(two, member);
    try {
      const received = await subscribe(two, client, NEW_MESSAGE, { chatId: chat.id });
      const message = await send(one, admin, chat.id, 'Across replicas');
      await waitFor(async () => received.events.length > 0, 5_000, 'the message on the other replica');
      expect(received.events).toEqual([{ newChatMessage: { id: message.id, content: 'Across replicas', sender: { id: admin.userId } } }]);
      expect(received.errors).toEqual([]);
      // The subscriber on the other replica had the chat open: notify will not tell them.
      const [event] = await one.outbox({ aggregateId: chat.id, type: 'chat.message.sent' });
      expect(event!.payload['viewingUserIds']).toEqual([member.userId]);
    } finally {
      await client.dispose();
    }
  });
});
