import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { known, person, SAVE_CHAT, startGroup } from './chats.testing.ts';

// Issue 24: a chat's name and description took 10,000 characters each (kit's default). A chat's name
// is as long as a group's (`name`, 100) and its description as a group's about (`about`, 2000).
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const stored = async (id: string) => (await t.sql<{ name: string | null; description: string | null }>('select name, description from chat where id = ?', [id]))[0];

describe("a chat's name and description", () => {
  it(`take ${maxLength.name} and ${maxLength.about} characters, on ADD and on EDIT`, async () => {
    const admin = person();
    const longest = { name: 'n'.repeat(100), description: 'd'.repeat(2000) };
    const chat = await startGroup(t, admin, longest);
    expect(chat).toMatchObject(longest);
    const edited = dataOf(await t.run(admin, SAVE_CHAT, { id: chat.id, name: 'm'.repeat(100), description: 'e'.repeat(2000), mutationType: 'EDIT' }));
    expect(edited.chat).toMatchObject({ name: 'm'.repeat(100), description: 'e'.repeat(2000) });
  });

  it.each([
    ['name', 101, 'must be at most 100 characters'],
    ['description', 2001, 'must be at most 2000 characters'],
  ])('refuse a %s of %d characters as BAD_USER_INPUT naming it, starting and changing nothing', async (field, length, message) => {
    const admin = person();
    const kept = await startGroup(t, admin, { description: 'Prayer for the elders' });
    const other = randomUUID();
    await known(t, other);
    const chats = await t.count('chat');
    const long = { [field]: 'x'.repeat(length) };
    for (const answer of [
      await t.run(admin, SAVE_CHAT, { type: 'USER_GROUP', name: 'Deacons', participantIds: [other], ...long, mutationType: 'ADD' }),
      await t.run(admin, SAVE_CHAT, { id: kept.id, ...long, mutationType: 'EDIT' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ [field]: message });
    }
    expect(await t.count('chat')).toBe(chats);
    expect(await stored(kept.id)).toEqual({ name: 'Elders', description: 'Prayer for the elders' });
  });
});
