import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { ChatsQueryVariables } from '../__generated__/documents/graphql.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startChat, startGroup } from './chats.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several people.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const CHAT = graphql(`query Chat($id: ID!) { chat(id: $id) { ...ChatFields } }`);
const CHATS = graphql(`
  query Chats($userId: ID, $groupId: ID, $eventId: ID, $types: [ChatType!], $cursor: String, $unreadOnly: Boolean) {
    chats(userId: $userId, groupId: $groupId, eventId: $eventId, types: $types, cursor: $cursor, unreadOnly: $unreadOnly) {
      results { id type } hasNextPage cursor
    }
  }
`);

const listChats = async (viewer: Viewer, variables: ChatsQueryVariables = {}) => dataOf(await t.run(viewer, CHATS, variables)).chats;

describe('chat(id)', () => {
  it('shows a private chat, with its participants, to the people in it', async () => {
    const admin = person();
    const member = person();
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    const seen = dataOf(await t.run(member, CHAT, { id: chat.id })).chat!;
    expect(seen.id).toBe(chat.id);
    expect(seen.participants.map((p) => [p.userId, p.isAdmin])).toEqual([[admin.userId, true], [member.userId, false]]);
  });

  it('refuses a private chat to strangers, anonymous people and those who left it', async () => {
    const admin = person();
    const member = person();
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    await t.sql('update chat_participant set is_active = false, left_at = now() where chat_id = ? and user_id = ?', [chat.id, member.userId]);
    for (const viewer of [person(), anonymousViewer, member]) {
      const result = await t.run(viewer, CHAT, { id: chat.id });
      expect(errorCodes(result)).toEqual(['FORBIDDEN']);
      expect(result.data).toEqual({ chat: null });
    }
  });

  it('shows a public chat to everyone', async () => {
    const chat = await startChat(t, person(), { type: 'GROUP_CHAT', name: 'Choir', groupId: randomUUID(), isPublic: true });
    for (const viewer of [person(), anonymousViewer]) {
      expect(dataOf(await t.run(viewer, CHAT, { id: chat.id })).chat?.name).toBe('Choir');
    }
  });

  it('is null for a chat that does not exist and refuses an id that is not one', async () => {
    expect(dataOf(await t.run(person(), CHAT, { id: randomUUID() }))).toEqual({ chat: null });
    expect(fieldErrors(await t.run(person(), CHAT, { id: 'nope' }))).toEqual({ id: 'is not a valid id' });
  });
});

describe('chats', () => {
  it("lists only the viewer's own chats, newest first, with the filters", async () => {
    const me = person();
    const groupId = randomUUID();
    const eventId = randomUUID();
    const direct = await startChat(t, person(), { type: 'DIRECT', participantIds: [me.userId] });
    const group = await startChat(t, me, { type: 'GROUP_CHAT', groupId });
    const event = await startChat(t, me, { type: 'EVENT_CHAT', eventId });
    const mine = await startGroup(t, me);
    await startGroup(t, person()); // someone else's
    await startChat(t, person(), { type: 'GROUP_CHAT', groupId: randomUUID(), isPublic: true }); // another group's (a chat of mine has me)

    expect((await listChats(me)).results.map((c) => c.id)).toEqual([mine.id, event.id, group.id, direct.id]);
    expect((await listChats(me, { types: ['DIRECT', 'USER_GROUP'] })).results.map((c) => c.id)).toEqual([mine.id, direct.id]);
    expect((await listChats(me, { groupId })).results.map((c) => c.id)).toEqual([group.id]);
    expect((await listChats(me, { eventId })).results.map((c) => c.id)).toEqual([event.id]);
  });

  it('leaves out chats the viewer has left', async () => {
    const me = person();
    const chat = await startGroup(t, person(), { participantIds: [me.userId] });
    expect((await listChats(me)).results.map((c) => c.id)).toEqual([chat.id]);
    await t.sql('update chat_participant set is_active = false where chat_id = ? and user_id = ?', [chat.id, me.userId]);
    expect((await listChats(me)).results).toEqual([]);
  });

  it('pages through 25 chats 20 at a time', async () => {
    const me = person();
    for (let i = 0; i < 25; i += 1) await startGroup(t, me, { name: `Chat ${i}` });
    const first = await listChats(me);
    expect(first.results).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await listChats(me, { cursor: first.cursor });
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
    expect(second.results).toHaveLength(5);
    const expected = await t.sql<{ id: string }>(
      `select c.id from chat c join chat_participant p on p.chat_id = c.id
       where p.user_id = ? order by c.created_at desc, c.id desc`,
      [me.userId],
    );
    expect([...first.results, ...second.results].map((c) => c.id)).toEqual(expected.map((r) => r.id));
  });

  it("refuses another person's chats unless the viewer is an ADMIN", async () => {
    const owner = person();
    const chat = await startGroup(t, owner);
    expect(errorCodes(await t.run(person(), CHATS, { userId: owner.userId }))).toEqual(['FORBIDDEN']);
    expect((await listChats(person([PlatformRole.ADMIN]), { userId: owner.userId })).results.map((c) => c.id)).toEqual([chat.id]);
    expect((await listChats(owner, { userId: owner.userId })).results.map((c) => c.id)).toEqual([chat.id]);
  });

  it('requires a signed-in person', async () => {
    expect(errorCodes(await t.run(anonymousViewer, CHATS))).toEqual(['UNAUTHENTICATED']);
  });

  it('has nothing unread in a chat without messages', async () => {
    const me = person();
    await startGroup(t, me);
    expect(await listChats(me, { unreadOnly: true })).toEqual({ results: [], hasNextPage: false, cursor: null });
    expect((await listChats(me, { unreadOnly: false })).results).toHaveLength(1);
  });

  it('answers a page of chats with their participants in a fixed number of statements', async () => {
    const WITH_PARTICIPANTS = graphql(`query ChatsWithParticipants { chats { results { id participants { userId user { id } } } } }`);
    const [few, many] = [person(), person()];
    for (let i = 0; i < 2; i += 1) await startGroup(t, few, { participantIds: [randomUUID(), randomUUID()] });
    for (let i = 0; i < 20; i += 1) await startGroup(t, many, { participantIds: [randomUUID(), randomUUID()] });
    const page = dataOf(await t.run(many, WITH_PARTICIPANTS)).chats.results;
    expect(page).toHaveLength(20);
    expect(page.every((chat) => chat.participants.length === 3 && chat.participants[0]!.userId === many.userId)).toBe(true);
    const small = await t.statementsDuring(() => t.run(few, WITH_PARTICIPANTS));
    const large = await t.statementsDuring(() => t.run(many, WITH_PARTICIPANTS));
    expect(large).toHaveLength(2);
    expect(small).toHaveLength(large.length);
  });

  it('refuses a cursor it did not make', async () => {
    const result = await t.run(person(), CHATS, { cursor: 'not-a-cursor' });
    expect(fieldErrors(result)).toEqual({ cursor: 'is not a valid cursor' });
  });
});

describe('Chat references', () => {
  const ENTITIES = graphql(`query ChatReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Chat { id name } } }`);

  it('resolves chats for other subgraphs as the viewer may see them', async () => {
    const admin = person();
    const secret = await startGroup(t, admin, { name: 'Elders' });
    const open = await startChat(t, admin, { type: 'GROUP_CHAT', name: 'Choir', groupId: randomUUID(), isPublic: true });
    const representations = [secret, open].map((c) => ({ __typename: 'Chat', id: c.id }));
    expect(dataOf(await t.run(admin, ENTITIES, { r: representations }))).toEqual({
      _entities: [{ id: secret.id, name: 'Elders' }, { id: open.id, name: 'Choir' }],
    });
    expect(dataOf(await t.run(person(), ENTITIES, { r: [...representations, { __typename: 'Chat', id: 'nope' }] }))).toEqual({
      _entities: [null, { id: open.id, name: 'Choir' }, null],
    });
  });

  it('resolves many private chats in a fixed number of statements', async () => {
    const admin = person();
    const chats: { id: string }[] = [];
    for (let i = 0; i < 8; i += 1) chats.push(await startGroup(t, admin, { name: `Elders ${i}` }));
    const references = (count: number) => ({ r: chats.slice(0, count).map((c) => ({ __typename: 'Chat', id: c.id })) });
    const resolve = (count: number) => t.run(admin, ENTITIES, references(count));
    expect(dataOf(await resolve(8))._entities.map((c) => c?.id)).toEqual(chats.map((c) => c.id));
    const few = await t.statementsDuring(() => resolve(2));
    const many = await t.statementsDuring(() => resolve(8));
    expect(many).toHaveLength(2);
    expect(few).toHaveLength(many.length);
  });
});
