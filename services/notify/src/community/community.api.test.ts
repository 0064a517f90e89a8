import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INTERNAL_AUTH_HEADER } from '@koinonia/kit';
import { dataOf, handledTestEvent, publishTestEvent, signedInViewer, startTestService, TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import type { MailboxMessage } from '../mail/email.repository.ts';
import { mailboxUrl } from '../mail/mail.testing.ts';
import { notifyService } from '../service.ts';

// notify consuming community's events through the in-process bus, on its own real database: who is
// told what, with which link, and only once.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig, { env: { WEB_URL: 'https://koinonia.example' } });
});
afterAll(async () => t?.stop());

const NOTIFICATIONS = graphql(`
  query CommunityNotifications { notifications { results { type title body webPath mobilePath senderUserId } } }
`);
const notificationsOf = async (userId: string) => dataOf(await t.run(signedInViewer([], userId), NOTIFICATIONS)).notifications.results;

/** Delivers an event again (same id) and waits until the consumer saw the duplicate. */
async function redelivered(event: { type: string; payload: unknown }, id: string): Promise<void> {
  const before = t.service.consumerStats?.duplicates ?? 0;
  await publishTestEvent(t.bus, { version: 1, ...event, id });
  await waitFor(async () => (t.service.consumerStats?.duplicates ?? 0) > before, 10_000, 'the duplicate to be seen');
}

const mailbox = async (to: string): Promise<MailboxMessage[]> => {
  const res = await fetch(mailboxUrl(t, to), { headers: { [INTERNAL_AUTH_HEADER]: TEST_INTERNAL_SECRET } });
  return (await res.json()) as MailboxMessage[];
};
/** The delivered e-mail to `to` whose subject starts so, once it is there. */
const deliveredMail = (to: string, subject: string) =>
  waitFor(async () => (await mailbox(to)).find((m) => m.subject.startsWith(subject)), 10_000, `"${subject}" to ${to}`);

/** A member notify knows (identity's sign-up), by first name. */
async function signedUp(firstName: string) {
  const person = { userId: randomUUID(), email: `${firstName.toLowerCase()}-${randomUUID()}@example.org`, firstName };
  await handledTestEvent(t, {
    type: 'identity.user.signed-up',
    payload: { ...person, lastName: 'Philippi', slug: `${firstName.toLowerCase()}-${randomUUID()}`, isSubscribed: false },
  });
  return person;
}

/** A group notify heard of (community's group.created). */
async function groupCreated(name = 'Antioch Prayer') {
  const group = { groupId: randomUUID(), slug: `antioch-${randomUUID()}`, name };
  await handledTestEvent(t, { type: 'community.group.created', payload: { ...group, privacy: 'PUBLIC', createdById: randomUUID() } });
  return group;
}

const withoutWelcome = async (userId: string) => (await notificationsOf(userId)).filter((n) => n.type !== 'WELCOME');

describe('group notifications', () => {
  it('tells an invited member who invited them to which group, in the app and by e-mail', async () => {
    const [lydia, paul] = [await signedUp('Lydia'), await signedUp('Paul')];
    const group = await groupCreated('Riverside Prayer');
    await handledTestEvent(t, { type: 'community.group.invitation-sent', payload: { groupId: group.groupId, userId: lydia.userId, invitedById: paul.userId } });
    expect(await withoutWelcome(lydia.userId)).toEqual([
      {
        type: 'GROUP_INVITATION_SENT',
        title: 'Paul invited you to join Riverside Prayer',
        body: 'Open the group to accept or decline the invitation.',
        webPath: `/g/${group.slug}`,
        mobilePath: `/g/${group.slug}`,
        senderUserId: paul.userId,
      },
    ]);
    const mail = await deliveredMail(lydia.email, "You're invited");
    expect(mail.subject).toBe("You're invited to join a group on Koinonia");
    expect(mail.text).toContain('Paul, a member of Koinonia, invited you to join the group “Riverside Prayer”.');
    expect(mail.text).toContain(`https://koinonia.example/g/${group.slug}`);
  });

  it('follows a renamed group, and names people and groups it has not heard of plainly', async () => {
    const lydia = await signedUp('Lydia');
    const group = await groupCreated('Old Name');
    await handledTestEvent(t, { type: 'community.group.updated', payload: { ...group, name: 'New Name', privacy: 'PUBLIC', isSearchable: true } });
    await handledTestEvent(t, { type: 'community.group.join-request-accepted', payload: { groupId: group.groupId, userId: lydia.userId, acceptedById: randomUUID() } });
    await handledTestEvent(t, { type: 'community.group.invitation-sent', payload: { groupId: randomUUID(), userId: lydia.userId, invitedById: randomUUID() } });
    expect((await withoutWelcome(lydia.userId)).map((n) => [n.type, n.title, n.webPath])).toEqual([
      ['GROUP_INVITATION_SENT', 'Someone invited you to join a group', null],
      ['GROUP_JOIN_REQUEST_ACCEPTED', 'You are a member of New Name', `/g/${group.slug}`],
    ]);
    await handledTestEvent(t, { type: 'community.group.deleted', payload: { groupId: group.groupId, slug: group.slug } });
    expect(await t.count('community_group', 'group_id = ?', [group.groupId])).toBe(0);
  });

  it('tells the inviter their invitation was accepted, and no one when no one invited', async () => {
    const [silas, timothy] = [await signedUp('Silas'), await signedUp('Timothy')];
    const group = await groupCreated('Berea Bible Study');
    await handledTestEvent(t, { type: 'community.group.invitation-accepted', payload: { groupId: group.groupId, userId: timothy.userId, invitedById: silas.userId } });
    const none = await handledTestEvent(t, { type: 'community.group.invitation-accepted', payload: { groupId: group.groupId, userId: timothy.userId, invitedById: null } });
    expect(await withoutWelcome(silas.userId)).toEqual([
      expect.objectContaining({ type: 'GROUP_INVITATION_ACCEPTED', title: 'Timothy accepted your invitation to Berea Bible Study', senderUserId: timothy.userId }),
    ]);
    expect(await t.count('notification', 'source_event_id = ?', [none])).toBe(0);
  });

  it('e-mails an invited address a sign-up link with the group’s slug, and a sign-in link', async () => {
    const paul = await signedUp('Paul');
    const email = `newcomer-${randomUUID()}@example.org`;
    await handledTestEvent(t, {
      type: 'community.group.email-invitation-sent',
      payload: { groupId: randomUUID(), groupSlug: 'corinth-fellowship', groupName: 'Corinth Fellowship', email, invitedById: paul.userId },
    });
    const mail = await deliveredMail(email, "You're invited");
    expect(mail.subject).toBe("You're invited to join a group on Koinonia");
    expect(mail.text).toContain('“Corinth Fellowship”');
    expect(mail.text).toContain('https://koinonia.example/sign-up?groupSlug=corinth-fellowship');
    expect(mail.text).toContain('https://koinonia.example/sign-in?groupSlug=corinth-fellowship');
  });

  it('tells a member invited by their address in the app, and by e-mail only if they want notification e-mails', async () => {
    const [priscilla, paul] = [await signedUp('Priscilla'), await signedUp('Paul')];
    await handledTestEvent(t, { type: 'identity.user.notification-subscription-changed', payload: { userId: priscilla.userId, isSendNotificationEmails: false } });
    const id = await handledTestEvent(t, {
      type: 'community.group.email-invitation-sent',
      payload: { groupId: randomUUID(), groupSlug: 'ephesus', groupName: 'Ephesus', email: priscilla.email.toUpperCase(), invitedById: paul.userId },
    });
    expect(await withoutWelcome(priscilla.userId)).toEqual([
      expect.objectContaining({ type: 'GROUP_INVITATION_SENT', title: 'Paul invited you to join Ephesus', webPath: '/g/ephesus' }),
    ]);
    expect(await t.count('email', 'source_event_id = ?', [id])).toBe(0);
  });
});

describe('content notifications', () => {
  it('tells the author of a post or prayer of a comment, never the commenter themselves', async () => {
    const [author, commenter] = [await signedUp('Phoebe'), await signedUp('Aquila')];
    const prayerId = randomUUID();
    const postId = randomUUID();
    const comment = (authorId: string, target: { newsFeedPostId: string | null; prayerId: string | null }) =>
      handledTestEvent(t, {
        type: 'community.comment.added',
        payload: { commentId: randomUUID(), authorId, targetAuthorId: author.userId, groupId: null, eventId: null, ...target },
      });
    await comment(commenter.userId, { newsFeedPostId: null, prayerId });
    await comment(commenter.userId, { newsFeedPostId: postId, prayerId: null });
    const own = await comment(author.userId, { newsFeedPostId: postId, prayerId: null });
    expect((await withoutWelcome(author.userId)).map((n) => [n.type, n.title, n.webPath, n.senderUserId])).toEqual([
      ['COMMENT_ON_POST', 'Aquila commented on your post', `/posts/${postId}`, commenter.userId],
      ['COMMENT_ON_PRAYER', 'Aquila commented on your prayer request', `/prayers/${prayerId}`, commenter.userId],
    ]);
    expect(await t.count('notification', 'source_event_id = ?', [own])).toBe(0);
  });

  it('tells the author of a reaction, "I prayed" in its own words', async () => {
    const [author, friend] = [await signedUp('Dorcas'), await signedUp('Tabitha')];
    const group = await groupCreated('Joppa Widows');
    const react = (name: string, target: { newsFeedPostId?: string; commentId?: string; prayerId?: string }, userId = friend.userId) =>
      handledTestEvent(t, {
        type: 'community.reaction.added',
        payload: {
          name, userId, targetAuthorId: author.userId, groupId: group.groupId, eventId: null,
          newsFeedPostId: null, commentId: null, prayerId: null, ...target,
        },
      });
    const [prayerId, postId] = [randomUUID(), randomUUID()];
    await react('PRAYING', { prayerId });
    await react('LIKE', { newsFeedPostId: postId });
    await react('HELPFUL', { commentId: randomUUID() });
    await react('LIKE', { newsFeedPostId: postId }, author.userId);
    expect((await withoutWelcome(author.userId)).map((n) => [n.type, n.title, n.body, n.webPath])).toEqual([
      ['REACTION_ON_COMMENT', 'Tabitha reacted to your comment', 'Reaction: Helpful.', `/g/${group.slug}`],
      ['REACTION_ON_POST', 'Tabitha reacted to your post', 'Reaction: Like.', `/posts/${postId}`],
      ['REACTION_ON_PRAYER', 'Tabitha prayed for you', 'They pressed "I prayed" on your prayer request.', `/prayers/${prayerId}`],
    ]);
  });

  it('tells a mentioned member where, but not someone mentioning themselves', async () => {
    const [mentioned, writer] = [await signedUp('Apollos'), await signedUp('Priscilla')];
    const postId = randomUUID();
    const mention = (userId: string, mentionedById: string, commentId: string | null) =>
      handledTestEvent(t, {
        type: 'community.member.mentioned',
        payload: { userId, mentionedById, newsFeedPostId: postId, commentId, groupId: null, eventId: null },
      });
    await mention(mentioned.userId, writer.userId, null);
    await mention(mentioned.userId, writer.userId, randomUUID());
    await mention(writer.userId, writer.userId, null);
    expect((await withoutWelcome(mentioned.userId)).map((n) => [n.type, n.title, n.webPath])).toEqual([
      ['MENTION', 'Priscilla mentioned you in a comment', `/posts/${postId}`],
      ['MENTION', 'Priscilla mentioned you in a post', `/posts/${postId}`],
    ]);
    expect(await withoutWelcome(writer.userId)).toEqual([]);
  });

  it('tells everyone who prayed that a prayer was answered, once each even when delivered twice', async () => {
    const author = await signedUp('Hannah');
    const prayed = await Promise.all(['Eli', 'Elkanah', 'Samuel'].map(signedUp));
    const prayerId = randomUUID();
    const event = {
      type: 'community.prayer.answered',
      payload: { prayerId, authorId: author.userId, groupId: null, eventId: null, prayedUserIds: [...prayed.map((p) => p.userId), author.userId] },
    };
    const id = await handledTestEvent(t, event);
    await redelivered(event, id);
    for (const person of prayed) {
      expect(await withoutWelcome(person.userId)).toEqual([
        {
          type: 'PRAYER_ANSWERED',
          title: 'Hannah’s prayer was answered',
          body: 'You prayed for it. Read what happened.',
          webPath: `/prayers/${prayerId}`,
          mobilePath: `/prayers/${prayerId}`,
          senderUserId: author.userId,
        },
      ]);
    }
    expect(await t.count('notification', 'source_event_id = ?', [id])).toBe(3);
  });
});
