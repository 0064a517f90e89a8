import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, handledTestEvent, signedInViewer, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';

// Notify never tells a member of an action by someone they blocked or who blocked them: not in the
// app, not by e-mail, whichever event it is. Identity's block events feed kit's read model here.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig);
});
afterAll(async () => t?.stop());

const NOTIFICATIONS = graphql(`
  query ChatNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }
`);
const toldOf = async (userId: string) =>
  dataOf(await t.run(signedInViewer([], userId), NOTIFICATIONS)).notifications.results.filter((n) => n.type !== 'WELCOME');

async function signedUp(firstName: string) {
  const userId = randomUUID();
  const email = `${userId}@example.org`;
  await handledTestEvent(t, { type: 'identity.user.signed-up', payload: { userId, email, firstName, lastName: 'Philippi', slug: `p-${userId}`, isSubscribed: false } });
  return { userId, email };
}

const block = (blockerId: string, blockedUserId: string) =>
  handledTestEvent(t, { type: 'identity.profile.blocked', payload: { blockerId, blockedUserId, blockedProfileId: randomUUID() } });
const unblock = (blockerId: string, blockedUserId: string) =>
  handledTestEvent(t, { type: 'identity.profile.unblocked', payload: { blockerId, blockedUserId, blockedProfileId: randomUUID() } });

const chatMessage = (senderId: string, recipientIds: string[], mentionedUserIds: string[] = []) => ({
  messageId: randomUUID(), chatId: randomUUID(), chatType: 'USER_GROUP', chatName: 'Elders', groupId: null, eventId: null,
  senderId, recipientIds, mentionedUserIds, viewingUserIds: [], attachmentCount: 0,
});

describe('notifications between a blocked pair', () => {
  it('tells no one of a group chat’s message or mention from someone they blocked, or who blocked them; others still hear', async () => {
    const [blocker, blocked, friend] = [await signedUp('Euodia'), await signedUp('Syntyche'), await signedUp('Clement')];
    await block(blocker.userId, blocked.userId);
    await handledTestEvent(t, { type: 'chat.message.sent', payload: chatMessage(blocked.userId, [blocker.userId, friend.userId], [blocker.userId]) });
    await handledTestEvent(t, { type: 'chat.message.mentioned', payload: { ...chatMessage(blocked.userId, []), mentionedUserIds: [blocker.userId] } });
    await handledTestEvent(t, { type: 'chat.message.sent', payload: chatMessage(blocker.userId, [blocked.userId, friend.userId]) });
    expect(await toldOf(blocker.userId)).toEqual([]);
    expect(await toldOf(blocked.userId)).toEqual([]);
    expect((await toldOf(friend.userId)).map((n) => n.senderUserId).sort()).toEqual([blocked.userId, blocker.userId].sort());
  });

  it('sends no connection request notice or e-mail to a member the asker blocked or who blocked them', async () => {
    const [blocker, blocked] = [await signedUp('Lydia'), await signedUp('Simon')];
    await block(blocker.userId, blocked.userId);
    const requested = await handledTestEvent(t, { type: 'identity.connection.requested', payload: { connectionId: randomUUID(), connectorId: blocked.userId, connectedId: blocker.userId } });
    expect(await toldOf(blocker.userId)).toEqual([]);
    expect(await t.count('email', 'source_event_id = ?', [requested])).toBe(0);
  });

  it('sends no group invitation, to the account or to its address, between a blocked pair; after an unblock it goes', async () => {
    const [inviter, invitee] = [await signedUp('Paul'), await signedUp('Priscilla')];
    await block(invitee.userId, inviter.userId);
    const groupId = randomUUID();
    const byAccount = await handledTestEvent(t, { type: 'community.group.invitation-sent', payload: { groupId, userId: invitee.userId, invitedById: inviter.userId } });
    const byAddress = await handledTestEvent(t, {
      type: 'community.group.email-invitation-sent',
      payload: { groupId, groupSlug: 'ephesus', groupName: 'Ephesus', email: invitee.email, invitedById: inviter.userId },
    });
    expect(await toldOf(invitee.userId)).toEqual([]);
    expect(await t.count('email', 'source_event_id in (?, ?)', [byAccount, byAddress])).toBe(0);

    await unblock(invitee.userId, inviter.userId);
    const again = await handledTestEvent(t, { type: 'community.group.invitation-sent', payload: { groupId, userId: invitee.userId, invitedById: inviter.userId } });
    expect((await toldOf(invitee.userId)).map((n) => n.type)).toEqual(['GROUP_INVITATION_SENT']);
    expect(await t.count('email', 'source_event_id = ?', [again])).toBe(1);
  });

  it('tells an author of no comment, mention or answered prayer from the other of a blocked pair', async () => {
    const [author, blocked] = [await signedUp('Phoebe'), await signedUp('Demas')];
    await block(author.userId, blocked.userId);
    const postId = randomUUID();
    await handledTestEvent(t, {
      type: 'community.comment.added',
      payload: { commentId: randomUUID(), authorId: blocked.userId, newsFeedPostId: postId, prayerId: null, targetAuthorId: author.userId, groupId: null, eventId: null },
    });
    await handledTestEvent(t, {
      type: 'community.member.mentioned',
      payload: { userId: author.userId, mentionedById: blocked.userId, newsFeedPostId: postId, commentId: null, groupId: null, eventId: null },
    });
    await handledTestEvent(t, { type: 'community.prayer.answered', payload: { prayerId: randomUUID(), authorId: author.userId, groupId: null, eventId: null, prayedUserIds: [blocked.userId] } });
    expect(await toldOf(author.userId)).toEqual([]);
    expect(await toldOf(blocked.userId)).toEqual([]);
  });
});
