import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { anonymousViewer, createLogger, INTERNAL_AUTH_HEADER, newsletterUnsubscribeToken, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, handledTestEvent, publishTestEvent, signedInViewer, startTestService, TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import type { MailboxMessage } from '../mail/email.repository.ts';
import { mailboxUrl } from '../mail/mail.testing.ts';
import { createDevMailbox } from '../mail/mail-sender.ts';
import { notifyService } from '../service.ts';
import { NewsletterSender } from './newsletter-sender.ts';
import { finished, member, newsletterPreference, ONE_CLICK, sendRequested, subscriberChanged, UNSUBSCRIBE_PAGE } from './newsletters.testing.ts';

// Newsletters through the dev mailbox: content's and identity's events in, one message per recipient out.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig, { env: { NEWSLETTER_BATCH_SIZE: '4' } });
});
afterAll(async () => t?.stop());

const mailbox = async (to: string): Promise<MailboxMessage[]> => {
  const res = await fetch(mailboxUrl(t, to), { headers: { [INTERNAL_AUTH_HEADER]: TEST_INTERNAL_SECRET } });
  expect(res.status).toBe(200);
  return (await res.json()) as MailboxMessage[];
};
const newsletters = (to: string) => mailbox(to).then((messages) => messages.filter((m) => m.subject.startsWith('Koinonia news')));
const address = (name: string) => `${name}-${randomUUID()}@philippi.example.org`;
const link = (template: string, email: string) => template.replace('{token}', newsletterUnsubscribeToken(email, TEST_INTERNAL_SECRET));

const SENDS = graphql(`
  query NewsletterSends($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on Newsletter { id sends { id version isTest status recipients sent failed startedAt finishedAt } }
    }
  }
`);

describe('the confirmation e-mail (double opt-in)', () => {
  it('e-mails the confirmation link to the address that asked', async () => {
    const email = address('tabitha');
    const confirmUrl = 'https://koinonia.example/newsletter/confirm?token=c0nf1rm';
    await handledTestEvent(t, {
      type: 'content.newsletter-subscription.requested',
      version: 1,
      aggregateId: email,
      payload: { email, confirmUrl, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const [message] = await waitFor(async () => ((await mailbox(email)).length ? mailbox(email) : null), 10_000, 'the e-mail');
    expect(message!.subject).toBe('Confirm your subscription to the Koinonia newsletter');
    expect(message!.text).toContain(confirmUrl);
    expect(message!.html).toContain(`href="${confirmUrl}"`);
  });
});

describe('a real send', () => {
  it('goes once to each confirmed subscriber and each verified member who asked, deduplicated by address', async () => {
    const confirmed = address('confirmed');
    const unconfirmed = address('unconfirmed');
    const unsubscribed = address('unsubscribed');
    const both = address('both');
    await subscriberChanged(t, confirmed, { isVerified: true, isSubscribed: true });
    await subscriberChanged(t, unconfirmed, { isVerified: false, isSubscribed: true });
    await subscriberChanged(t, unsubscribed, { isVerified: true, isSubscribed: false });
    await subscriberChanged(t, both.toUpperCase(), { isVerified: true, isSubscribed: true });
    await member(t, both, { isSubscribed: true, isVerified: true });
    const verifiedMember = address('member');
    await member(t, verifiedMember, { isSubscribed: true, isVerified: true });
    const unverifiedMember = address('unverified-member');
    await member(t, unverifiedMember, { isSubscribed: true, isVerified: false });
    const optedOut = address('opted-out');
    await newsletterPreference(t, await member(t, optedOut, { isSubscribed: true, isVerified: true }), optedOut, false);
    const optedIn = address('opted-in');
    await newsletterPreference(t, await member(t, optedIn, { isSubscribed: false, isVerified: true }), optedIn, true);

    const request = sendRequested({ isTest: false });
    await handledTestEvent(t, request);
    const rows = await finished(t, request.payload.sendId);
    const included = [confirmed, both, verifiedMember, optedIn];
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining(included));
    for (const excluded of [unconfirmed, unsubscribed, unverifiedMember, optedOut]) expect(rows.map((r) => r.email)).not.toContain(excluded);
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);

    for (const email of included) {
      const messages = await newsletters(email);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.html).toContain(`href="${link(UNSUBSCRIBE_PAGE, email)}"`);
      expect(messages[0]!.text).toContain(`Unsubscribe: ${link(UNSUBSCRIBE_PAGE, email)}`);
      expect(messages[0]!.headers).toEqual({
        'List-Unsubscribe': `<${link(ONE_CLICK, email)}>, <${link(UNSUBSCRIBE_PAGE, email)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }
    const events = await t.outbox({ type: 'notify.newsletter-send.finished' });
    expect(events.filter((e) => e.payload['sendId'] === request.payload.sendId)).toEqual([
      expect.objectContaining({
        aggregateId: request.payload.newsletterId,
        payload: { sendId: request.payload.sendId, newsletterId: request.payload.newsletterId, isTest: false, recipients: rows.length, sent: rows.length, failed: 0 },
      }),
    ]);
  });

  it('sends nothing twice when the request is delivered again, as the same event or another', async () => {
    const email = address('redelivered');
    await subscriberChanged(t, email, { isVerified: true, isSubscribed: true });
    const request = sendRequested({ isTest: false });
    const first = await handledTestEvent(t, request);
    await publishTestEvent(t.bus, { ...request, id: first });
    await handledTestEvent(t, request);
    await finished(t, request.payload.sendId);
    await waitFor(async () => (t.service.consumerStats?.duplicates ?? 0) > 0, 10_000, 'the duplicate to be seen');
    expect(await t.count('newsletter_send', 'id = ?', [request.payload.sendId])).toBe(1);
    expect(await newsletters(email)).toHaveLength(1);
    expect(await t.count('outbox_event', `type = 'notify.newsletter-send.finished' and payload->>'sendId' = ?`, [request.payload.sendId])).toBe(1);
  });

  it('shares the work between two senders racing on the same send, each recipient once', async () => {
    const emails = Array.from({ length: 18 }, (_, i) => address(`race-${i}`));
    for (const email of emails) await subscriberChanged(t, email, { isVerified: true, isSubscribed: true });
    const second = new NewsletterSender({
      orm: t.service.orm,
      sender: createDevMailbox(t.service.orm),
      from: 'Koinonia <no-reply@koinonia.app>',
      secret: TEST_INTERNAL_SECRET,
      logger: createLogger('notify', 'silent'),
      batchSize: 2,
    });
    const request = sendRequested({ isTest: false });
    await handledTestEvent(t, request);
    await Promise.all([second.sendPending(), second.sendPending()]);
    await finished(t, request.payload.sendId);
    for (const email of emails) expect(await newsletters(email)).toHaveLength(1);
    expect(await t.count('outbox_event', `type = 'notify.newsletter-send.finished' and payload->>'sendId' = ?`, [request.payload.sendId])).toBe(1);
  });
});

describe('a test send', () => {
  it('goes to the editor who asked, alone, even when they are not a subscriber', async () => {
    const editorEmail = address('editor');
    const editorId = await member(t, editorEmail, { isSubscribed: false, isVerified: false });
    const subscriber = address('not-in-test');
    await subscriberChanged(t, subscriber, { isVerified: true, isSubscribed: true });
    const request = sendRequested({ isTest: true, requestedById: editorId });
    await handledTestEvent(t, request);
    expect((await finished(t, request.payload.sendId)).map((r) => r.email)).toEqual([editorEmail]);
    expect(await newsletters(editorEmail)).toHaveLength(1);
    expect(await newsletters(subscriber)).toHaveLength(0);
  });
});

describe('Newsletter.sends', () => {
  it('shows content editors and admins each send with its figures, newest first; nobody else', async () => {
    const editorId = await member(t, address('figures-editor'), { isSubscribed: false, isVerified: true });
    const newsletterId = randomUUID();
    const testSend = sendRequested({ isTest: true, requestedById: editorId, newsletterId });
    await handledTestEvent(t, testSend);
    await finished(t, testSend.payload.sendId);
    const realSend = sendRequested({ isTest: false, requestedById: editorId, newsletterId });
    await handledTestEvent(t, realSend);
    const rows = await finished(t, realSend.payload.sendId);
    const representations = [{ __typename: 'Newsletter', id: newsletterId }];

    for (const viewer of [signedInViewer([PlatformRole.CONTENT_EDITOR], editorId), signedInViewer([PlatformRole.ADMIN])]) {
      const [newsletter] = dataOf(await t.run(viewer, SENDS, { representations }))._entities;
      expect(newsletter).toEqual({
        id: newsletterId,
        sends: [
          expect.objectContaining({ id: realSend.payload.sendId, version: 2, isTest: false, status: 'SENT', recipients: rows.length, sent: rows.length, failed: 0, finishedAt: expect.any(String) }),
          expect.objectContaining({ id: testSend.payload.sendId, isTest: true, status: 'SENT', recipients: 1, sent: 1, failed: 0 }),
        ],
      });
    }
    expect(errorCodes(await t.run(signedInViewer([]), SENDS, { representations }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, SENDS, { representations }))).toEqual(['UNAUTHENTICATED']);
  });

  it('has no sends for a newsletter never sent', async () => {
    const [newsletter] = dataOf(await t.run(signedInViewer([PlatformRole.CONTENT_EDITOR]), SENDS, { representations: [{ __typename: 'Newsletter', id: 'never-sent' }] }))._entities;
    expect(newsletter).toEqual({ id: 'never-sent', sends: [] });
  });
});
