import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, handledTestEvent, publishTestEvent, signedInViewer, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';

// notify consuming chat's message events through the in-process bus, on its own real database:
// who is told of a message or a mention, with which link, and only once.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig);
});
afterAll(async () => t?.stop());

const NOTIFICATIONS = graphql(`
  query ChatNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }
`);
const chatNotificationsOf = async (userId: string) =>
  dataOf(await t.run(signedInViewer([], userId), NOTIFICATIONS)).notifications.results.filter((n) => n.type !== 'WELCOME');

async function signedUp(firstName: string): Promise<string> {
  const userId = randomUUID();
  await handledTestEvent(t, {
    type: 'identity.user.signed-up',
    payload: { userId, email: `${userId}@example.org`, firstName, lastName: 'Macedonia', slug: `m-${userId}`, isSubscribed: false },
  });
  return userId;
}

const sent = (fields: { senderId: string; recipientIds: string[]; mentionedUserIds?: string[]; viewingUserIds?: string[] } & Record<string, unknown>) => ({
  type: 'chat.message.sent',
  payload: {
    messageId: randomUUID(),
    chatId: randomUUID(),
    chatType: 'USER_GROUP',
    chatName: 'Elders',
    groupId: null,
    eventId: null,
    mentionedUserIds: [],
    viewingUserIds: [],
    attachmentCount: 0,
    ...fields,
  },
});

describe('chat notifications', () => {
  it('tells the recipients not looking at the chat of a message, and those mentioned of the mention, once', async () => {
    const senderId = await signedUp('Lydia');
    const [away, mentioned, viewing, viewingMentioned] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const event = sent({
      senderId,
      recipientIds: [away, mentioned, viewing, viewingMentioned, away],
      mentionedUserIds: [mentioned, viewingMentioned],
      viewingUserIds: [viewing, viewingMentioned],
    });
    const id = await handledTestEvent(t, event);
    const { chatId, messageId } = event.payload;
    expect(await chatNotificationsOf(away)).toEqual([
      {
        type: 'CHAT_MESSAGE',
        title: 'Lydia sent you a message in Elders',
        body: 'Open the chat to read it and reply.',
        webPath: `/chat/${chatId}`,
        mobilePath: `/chat/${chatId}`,
        senderUserId: senderId,
      },
    ]);
    expect(await chatNotificationsOf(mentioned)).toEqual([
      {
        type: 'CHAT_MENTION',
        title: 'Lydia mentioned you in Elders',
        body: 'Open the chat to read it and reply.',
        webPath: `/chat/${chatId}?message=${messageId}`,
        mobilePath: `/chat/${chatId}?message=${messageId}`,
        senderUserId: senderId,
      },
    ]);
    expect(await chatNotificationsOf(viewing)).toEqual([]);
    expect(await chatNotificationsOf(viewingMentioned)).toEqual([]);
    expect(await t.count('notification', 'source_event_id = ?', [id])).toBe(2);

    const before = t.service.consumerStats?.duplicates ?? 0;
    await publishTestEvent(t.bus, { version: 1, ...event, id });
    await waitFor(async () => (t.service.consumerStats?.duplicates ?? 0) > before, 10_000, 'the duplicate to be seen');
    expect(await t.count('notification', 'source_event_id = ?', [id])).toBe(2);
  });

  it('names no chat for a direct message, counts attachments, and tells no one when everyone is looking', async () => {
    const senderId = await signedUp('Silas');
    const recipient = randomUUID();
    const direct = sent({ senderId, recipientIds: [recipient], chatType: 'DIRECT', chatName: null, attachmentCount: 2 });
    await handledTestEvent(t, direct);
    expect((await chatNotificationsOf(recipient)).map((n) => [n.type, n.title, n.body])).toEqual([
      ['CHAT_MESSAGE', 'Silas sent you a message', 'With 2 attachments. Open the chat to see it.'],
    ]);
    const seen = await handledTestEvent(t, sent({ senderId, recipientIds: [recipient], viewingUserIds: [recipient] }));
    expect(await t.count('notification', 'source_event_id = ?', [seen])).toBe(0);
  });

  it('tells the people an edit newly mentions, but not the sender', async () => {
    const senderId = await signedUp('Priscilla');
    const [aquila, apollos] = [randomUUID(), randomUUID()];
    const chatId = randomUUID();
    const messageId = randomUUID();
    const id = await handledTestEvent(t, {
      type: 'chat.message.mentioned',
      payload: { messageId, chatId, chatType: 'GROUP_CHAT', chatName: 'Ephesus', senderId, mentionedUserIds: [aquila, apollos, senderId] },
    });
    for (const userId of [aquila, apollos]) {
      expect(await chatNotificationsOf(userId)).toEqual([
        {
          type: 'CHAT_MENTION',
          title: 'Priscilla mentioned you in Ephesus',
          body: 'Open the chat to read the message.',
          webPath: `/chat/${chatId}?message=${messageId}`,
          mobilePath: `/chat/${chatId}?message=${messageId}`,
          senderUserId: senderId,
        },
      ]);
    }
    expect(await t.count('notification', 'source_event_id = ?', [id])).toBe(2);
  });
});
