import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { known, person, SAVE_CHAT, startGroup } from '../chats/chats.testing.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { MESSAGE, send } from './messages.testing.ts';

// Issue 24, item 6: a NUL in a string argument was INTERNAL_SERVER_ERROR. It is BAD_USER_INPUT naming the field, and nothing is written.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const NUL_REFUSED = 'must not contain control characters';

describe('a NUL in a string argument', () => {
  it("is BAD_USER_INPUT naming a message's content, on ADD and on EDIT, and nothing is written", async () => {
    const admin = person();
    const chat = await startGroup(t, admin);
    const kept = await send(t, admin, chat.id, 'Peace be with you');
    const messages = await t.count('chat_message', 'chat_id = ?', [chat.id]);
    for (const answer of [
      await t.run(admin, MESSAGE, { chatId: chat.id, content: 'Grace\u0000and peace', mutationType: 'ADD' }),
      await t.run(admin, MESSAGE, { id: kept.id, content: 'Peace\u0000be with you', mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ content: NUL_REFUSED });
    }
    expect(await t.count('chat_message', 'chat_id = ?', [chat.id])).toBe(messages);
    const [stored] = await t.sql<{ content: string }>('select content from chat_message where id = ?', [kept.id]);
    expect(stored?.content).toBe('Peace be with you');
  });

  it("is BAD_USER_INPUT naming a new chat's name, and no chat is started", async () => {
    const other = randomUUID();
    await known(t, other);
    const chats = await t.count('chat');
    const answer = await t.run(person(), SAVE_CHAT, { type: 'USER_GROUP', name: 'Elders\u0000', participantIds: [other], mutationType: 'ADD' });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ name: NUL_REFUSED });
    expect(await t.count('chat')).toBe(chats);
  });
});
