import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INTERNAL_AUTH_HEADER } from '@koinonia/kit';
import { handledTestEvent, startTestService, TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import type { MailboxMessage } from '../mail/email.repository.ts';
import { mailboxUrl } from '../mail/mail.testing.ts';
import { notifyService } from '../service.ts';

// notify's members read model from identity's events, and what it lets through: notification
// e-mails only to members who want them; account and security e-mails always.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig, { env: { WEB_URL: 'https://koinonia.example' } });
});
afterAll(async () => t?.stop());

const mailbox = async (to: string): Promise<MailboxMessage[]> => {
  const res = await fetch(mailboxUrl(t, to), { headers: { [INTERNAL_AUTH_HEADER]: TEST_INTERNAL_SECRET } });
  expect(res.status).toBe(200);
  return (await res.json()) as MailboxMessage[];
};

/** Waits until `to` has `n` delivered e-mails, and returns their subjects. */
const subjectsOnceThere = async (to: string, n: number): Promise<string[]> =>
  (await waitFor(async () => ((await mailbox(to)).length >= n ? mailbox(to) : null), 10_000, `${n} e-mails to ${to}`)).map((m) => m.subject).sort();

/** The e-mails an event queued (delivered or not). */
const emailsOf = (eventId: string): Promise<number> => t.count('email', 'source_event_id = ?', [eventId]);

async function signedUp(firstName: string) {
  const member = { userId: randomUUID(), email: `${firstName.toLowerCase()}-${randomUUID()}@example.org`, firstName };
  await handledTestEvent(t, {
    type: 'identity.user.signed-up',
    version: 1,
    aggregateId: member.userId,
    payload: { ...member, lastName: 'Macedonia', slug: `${firstName.toLowerCase()}-macedonia`, isSubscribed: false },
  });
  return member;
}

const subscription = (userId: string, isSendNotificationEmails: boolean) =>
  handledTestEvent(t, { type: 'identity.user.notification-subscription-changed', version: 1, aggregateId: userId, payload: { userId, isSendNotificationEmails } });

const connectionRequested = (connectedId: string) =>
  handledTestEvent(t, {
    type: 'identity.connection.requested',
    version: 1,
    payload: { connectionId: randomUUID(), connectorId: randomUUID(), connectedId },
  });

describe('notification e-mails follow the member’s choice', () => {
  it('sends a connection request e-mail to a member who did not turn them off', async () => {
    const m = await signedUp('Lydia');
    await connectionRequested(m.userId);
    const subjects = await subjectsOnceThere(m.email, 2);
    expect(subjects).toEqual(['Welcome to Koinonia, Lydia', 'You have a new connection request on Koinonia']);
    const [request] = (await mailbox(m.email)).filter((message) => message.subject.startsWith('You have'));
    expect(request!.text).toContain('Hi Lydia,');
    expect(request!.text).toContain('https://koinonia.example/network');
  });

  it('sends none to a member who turned them off, and sends them again once turned back on', async () => {
    const m = await signedUp('Euodia');
    await subscription(m.userId, false);
    const whileOff = await connectionRequested(m.userId);
    expect(await t.count('member', 'user_id = ? and not is_send_notification_emails', [m.userId])).toBe(1);
    expect(await emailsOf(whileOff)).toBe(0);
    await subscription(m.userId, true);
    await connectionRequested(m.userId);
    expect(await subjectsOnceThere(m.email, 2)).toContain('You have a new connection request on Koinonia');
    expect(await t.count('email', `"to" = ? and kind = 'connection-request'`, [m.email])).toBe(1);
  });

  it('sends none to a member notify has not heard of (no address)', async () => {
    const userId = randomUUID();
    expect(await emailsOf(await connectionRequested(userId))).toBe(0);
    expect(await t.count('member', 'user_id = ?', [userId])).toBe(0);
  });

  it('keeps the first name from profile changes of either version (version 2 carries the profile id)', async () => {
    const m = await signedUp('Chloe');
    const changed = (version: 1 | 2, firstName: string) =>
      handledTestEvent(t, {
        type: 'identity.user.profile-changed',
        version,
        aggregateId: m.userId,
        payload: {
          userId: m.userId,
          ...(version === 2 ? { profileId: randomUUID() } : {}),
          slug: 'chloe-corinth',
          firstName,
          lastName: 'Corinth',
          location: null,
        },
      });
    await changed(1, 'Chloé');
    expect(await t.sql('select first_name from member where user_id = ?', [m.userId])).toEqual([{ first_name: 'Chloé' }]);
    await changed(2, 'Chloe Ann');
    expect(await t.sql('select first_name from member where user_id = ?', [m.userId])).toEqual([{ first_name: 'Chloe Ann' }]);
  });

  it('always sends account and security e-mails, even with notification e-mails off', async () => {
    const m = await signedUp('Syntyche');
    await subscription(m.userId, false);
    const newEmail = `syntyche-new-${randomUUID()}@example.org`;
    await handledTestEvent(t, {
      type: 'identity.email-change.requested',
      version: 1,
      aggregateId: m.userId,
      payload: {
        userId: m.userId,
        firstName: 'Syntyche',
        currentEmail: m.email,
        newEmail,
        verifyUrl: 'https://koinonia.example/verify-email?token=change_TOKEN-1',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const [link] = await waitFor(async () => ((await mailbox(newEmail)).length ? mailbox(newEmail) : null), 10_000, 'the link e-mail');
    expect(link).toMatchObject({ subject: 'Confirm your new e-mail address for Koinonia' });
    expect(link!.text).toContain('https://koinonia.example/verify-email?token=change_TOKEN-1');
    expect(await subjectsOnceThere(m.email, 2)).toEqual(['Welcome to Koinonia, Syntyche', 'Your Koinonia e-mail address is being changed']);
    const [notice] = (await mailbox(m.email)).filter((message) => message.subject.startsWith('Your Koinonia'));
    expect(notice!.text).toContain('If this was not you');
    expect(notice!.text).not.toContain('change_TOKEN-1');
  });

  it('sends notification e-mails to the new address once an e-mail change is confirmed', async () => {
    const m = await signedUp('Priscilla');
    const newEmail = `priscilla-new-${randomUUID()}@example.org`;
    await handledTestEvent(t, {
      type: 'identity.user.email-changed',
      version: 1,
      aggregateId: m.userId,
      payload: { userId: m.userId, previousEmail: m.email, email: newEmail },
    });
    await connectionRequested(m.userId);
    expect(await subjectsOnceThere(newEmail, 1)).toEqual(['You have a new connection request on Koinonia']);
    expect(await t.count('email', `"to" = ? and kind = 'connection-request'`, [m.email])).toBe(0);
  });
});

describe('connection notifications in the app', () => {
  const notificationsOf = (userId: string) =>
    t.sql<{ type: string; title: string; sender_user_id: string; web_path: string }>(
      'select type, title, sender_user_id, web_path from notification where user_id = ? order by created_at',
      [userId],
    );

  it('tells the requested member who asked, and the one who asked that it was accepted', async () => {
    const priscilla = await signedUp('Priscilla');
    const aquila = await signedUp('Aquila');
    const connection = { connectionId: randomUUID(), connectorId: priscilla.userId, connectedId: aquila.userId };
    await handledTestEvent(t, { type: 'identity.connection.requested', version: 1, payload: connection });
    await handledTestEvent(t, { type: 'identity.connection.accepted', version: 1, payload: connection });
    expect((await notificationsOf(aquila.userId)).filter((n) => n.type !== 'WELCOME')).toEqual([
      { type: 'CONNECTION_REQUEST', title: 'Priscilla wants to connect with you', sender_user_id: priscilla.userId, web_path: '/network' },
    ]);
    expect((await notificationsOf(priscilla.userId)).filter((n) => n.type !== 'WELCOME')).toEqual([
      { type: 'CONNECTION_ACCEPTED', title: 'Aquila accepted your connection request', sender_user_id: aquila.userId, web_path: '/network' },
    ]);
  });
});
