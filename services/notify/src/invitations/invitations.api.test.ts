import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AddressLinkPurpose, addressLinkToken, anonymousViewer, INTERNAL_AUTH_HEADER, newsletterUnsubscribeToken } from '@koinonia/kit';
import { dataOf, handledTestEvent, startTestService, TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import type { MailboxMessage } from '../mail/email.repository.ts';
import { mailboxUrl } from '../mail/mail.testing.ts';
import { notifyService } from '../service.ts';
import { INVITATION_LIMITS } from './invitation-emails.ts';

// Invitation e-mails as notify sends them (the last gate before the mail provider): a fixed subject,
// the stop link and its RFC 8058 headers, the per-address and per-sender limits, the suppression list.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig, {
    env: { WEB_URL: 'https://koinonia.example', NOTIFY_PUBLIC_URL: 'https://notify.koinonia.example' },
  });
});
afterAll(async () => t?.stop());

const STOP = graphql(`
  mutation StopInvitationsByToken($token: String!) { stopInvitations(token: $token) }
`);

const mailbox = async (to: string): Promise<MailboxMessage[]> => {
  const res = await fetch(mailboxUrl(t, to), { headers: { [INTERNAL_AUTH_HEADER]: TEST_INTERNAL_SECRET } });
  return (await res.json()) as MailboxMessage[];
};
/** The e-mails an event queued (delivered or not yet). */
const emailsOf = (eventId: string) => t.count('email', 'source_event_id = ?', [eventId]);

const address = (who = 'stranger') => `${who}-${randomUUID()}@example.org`;

async function signedUp(firstName: string) {
  const person = { userId: randomUUID(), email: address(firstName.toLowerCase()), firstName };
  await handledTestEvent(t, {
    type: 'identity.user.signed-up',
    payload: { ...person, lastName: 'Philippi', slug: `${firstName.toLowerCase()}-${randomUUID()}`, isSubscribed: false },
  });
  return person;
}

/** community's event for an address a member typed in. */
const invitedByEmail = (email: string, invitedById: string, groupId = randomUUID(), groupName = 'Corinth Fellowship') =>
  handledTestEvent(t, {
    type: 'community.group.email-invitation-sent',
    payload: { groupId, groupSlug: `corinth-${groupId}`, groupName, email, invitedById },
  });

const oneClickUrl = (token: string) => `${t.service.server.url.replace('/graphql', '')}/invitations/stop?token=${encodeURIComponent(token)}`;
const oneClick = (token: string) =>
  fetch(oneClickUrl(token), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('an invitation e-mail', () => {
  it('has a fixed subject: the group’s and the inviter’s names are only in the body, escaped', async () => {
    const spammer = await signedUp('<b>Prize</b>');
    const email = address();
    await invitedByEmail(email, spammer.userId, randomUUID(), 'WIN $1000 at evil.example <a href="https://evil.example">now</a>');
    const [mail] = await waitFor(async () => {
      const found = await mailbox(email);
      return found.length ? found : null;
    }, 10_000, 'the invitation');
    expect(mail!.subject).toBe("You're invited to join a group on Koinonia");
    expect(mail!.html).not.toContain('<a href="https://evil.example">');
    expect(mail!.html).not.toContain('<b>Prize</b>');
    expect(mail!.html).toContain('&lt;b&gt;Prize&lt;/b&gt;, a member of Koinonia, invited you to join the group “WIN $1000 at evil.example &lt;a href=&quot;https://evil.example&quot;&gt;now&lt;/a&gt;”.');
    const token = encodeURIComponent(addressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, email, TEST_INTERNAL_SECRET));
    expect(mail!.text).toContain(`Stop all invitations from Koinonia to this address: https://koinonia.example/invitations/stop?token=${token}`);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<https://notify.koinonia.example/invitations/stop?token=${token}>, <https://koinonia.example/invitations/stop?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('limits', () => {
  it('sends an address one invitation per group a week, and at most 3 a week from all of Koinonia', async () => {
    const [paul, silas] = [await signedUp('Paul'), await signedUp('Silas')];
    const email = address();
    const groupId = randomUUID();
    const first = await invitedByEmail(email, paul.userId, groupId);
    const again = await invitedByEmail(email, silas.userId, groupId);
    expect([await emailsOf(first), await emailsOf(again)]).toEqual([1, 0]);
    const others = [];
    for (let i = 0; i < 3; i += 1) others.push(await emailsOf(await invitedByEmail(email, i === 0 ? paul.userId : silas.userId)));
    expect(others).toEqual([1, 1, 0]);
    expect(await t.count('email', '"to" = ?', [email])).toBe(INVITATION_LIMITS.perAddress);
  });

  it('sends at most 50 addresses a day for one inviter', async () => {
    const inviter = await signedUp('Demas');
    const sent = [];
    for (let i = 0; i <= INVITATION_LIMITS.perSender; i += 1) sent.push(await emailsOf(await invitedByEmail(address(), inviter.userId)));
    expect(sent.filter((n) => n === 1)).toHaveLength(INVITATION_LIMITS.perSender);
    expect(sent.at(-1)).toBe(0);
    // Another member's invitations still go.
    expect(await emailsOf(await invitedByEmail(address(), (await signedUp('Titus')).userId))).toBe(1);
  });
});

describe('the stop link', () => {
  it('stops every invitation e-mail to the address, from anyone, with one click (RFC 8058)', async () => {
    const [paul, silas] = [await signedUp('Paul'), await signedUp('Silas')];
    const email = address();
    await invitedByEmail(email, paul.userId);
    const token = addressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, email, TEST_INTERNAL_SECRET);
    // Opening the link (a person, a link scanner) changes nothing: the web page asks for a press.
    const opened = await fetch(oneClickUrl(token));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('https://koinonia.example/invitations/stop?token=');
    expect(await t.count('invitation_suppression', 'email = ?', [email])).toBe(0);

    expect((await oneClick(token)).status).toBe(200);
    expect(await t.count('invitation_suppression', 'email = ?', [email])).toBe(1);
    expect(await emailsOf(await invitedByEmail(email, silas.userId))).toBe(0);
  });

  it('is honoured through stopInvitations, for a member’s address too (the app still tells them)', async () => {
    const [lydia, paul] = [await signedUp('Lydia'), await signedUp('Paul')];
    const token = addressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, lydia.email, TEST_INTERNAL_SECRET);
    expect(dataOf(await t.run(anonymousViewer, STOP, { token }))).toEqual({ stopInvitations: true });
    const byAddress = await invitedByEmail(lydia.email, paul.userId);
    const byId = await handledTestEvent(t, { type: 'community.group.invitation-sent', payload: { groupId: randomUUID(), userId: lydia.userId, invitedById: paul.userId } });
    expect([await emailsOf(byAddress), await emailsOf(byId)]).toEqual([0, 0]);
    expect(await t.count('notification', 'user_id = ? and type = ?', [lydia.userId, 'GROUP_INVITATION_SENT'])).toBe(2);
  });

  it('refuses a forged token, one for another address and the newsletter’s, and suppresses nothing', async () => {
    const email = address();
    const forged = addressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, email, 'another-secret-of-at-least-32-characters!!');
    const [, signature] = addressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, address(), TEST_INTERNAL_SECRET).split('.');
    const otherAddress = `${Buffer.from(email).toString('base64url')}.${signature}`;
    const newsletter = newsletterUnsubscribeToken(email, TEST_INTERNAL_SECRET);
    for (const token of [forged, otherAddress, newsletter, 'nonsense']) {
      expect((await oneClick(token)).status).toBe(400);
      expect(dataOf(await t.run(anonymousViewer, STOP, { token }))).toEqual({ stopInvitations: false });
    }
    expect(await t.count('invitation_suppression', 'email = ?', [email])).toBe(0);
    expect(await emailsOf(await invitedByEmail(email, randomUUID()))).toBe(1);
  });
});
