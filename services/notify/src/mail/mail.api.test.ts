import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { deadLetterTopic, INTERNAL_AUTH_HEADER, type BusMessage } from '@koinonia/kit';
import { dataOf, publishTestEvent, signedInViewer, startTestService, TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';
import type { MailboxMessage } from './email.repository.ts';
import { mailboxUrl, verificationRequested as verificationEvent } from './mail.testing.ts';

// notify consuming identity's events through the in-process bus, on its own real database.
let t: TestService<NotifyConfig>;
const deadLetters: BusMessage[] = [];
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig);
  await t.bus.subscribe({
    group: 'test-dead-letter-reader',
    topics: [deadLetterTopic('notify')],
    handle: async (message) => {
      deadLetters.push(message);
    },
  });
});
afterAll(async () => t?.stop());

const mailbox = async (to: string): Promise<MailboxMessage[]> => {
  const res = await fetch(mailboxUrl(t, to), { headers: { [INTERNAL_AUTH_HEADER]: TEST_INTERNAL_SECRET } });
  expect(res.status).toBe(200);
  return (await res.json()) as MailboxMessage[];
};

const verificationRequested = (email: string) => verificationEvent(email, { firstName: 'Phoebe <script>', token: 'abc_DEF-123' });

const NOTIFICATION_TITLES = graphql(`
  query NotificationTitles { notifications { results { title } } }
`);

describe('e-mails from identity events, through the dev mailbox', () => {
  it('delivers the verification e-mail with the link, escaped in HTML', async () => {
    const email = `phoebe-${randomUUID()}@cenchreae.example.org`;
    await publishTestEvent(t.bus, verificationRequested(email));
    const [message] = await waitFor(async () => ((await mailbox(email)).length ? mailbox(email) : null), 10_000, 'the e-mail');
    expect(message).toMatchObject({ to: email, subject: 'Verify your e-mail address for Koinonia' });
    expect(message!.text).toContain('http://localhost:3000/verify-email?token=abc_DEF-123');
    expect(message!.html).toContain('href="http://localhost:3000/verify-email?token=abc_DEF-123"');
    expect(message!.html).toContain('Phoebe &lt;script&gt;');
    expect(message!.html).not.toContain('<script>');
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    const email = `twice-${randomUUID()}@example.org`;
    const first = await publishTestEvent(t.bus, verificationRequested(email));
    await publishTestEvent(t.bus, { ...verificationRequested(email), id: first.id, aggregateId: first.aggregateId });
    await waitFor(async () => (await mailbox(email)).length > 0, 10_000, 'the e-mail');
    await waitFor(async () => (t.service.consumerStats?.duplicates ?? 0) > 0, 10_000, 'the duplicate to be seen');
    expect(await mailbox(email)).toHaveLength(1);
  });

  it('sends the reset link and a welcome e-mail with an in-app notification', async () => {
    const email = `lois-${randomUUID()}@example.org`;
    const userId = randomUUID();
    await publishTestEvent(t.bus, {
      type: 'identity.password-reset.requested',
      version: 1,
      payload: { userId, email, firstName: 'Lois', resetUrl: 'http://localhost:3000/reset-password?token=xyz', expiresAt: new Date().toISOString() },
    });
    await publishTestEvent(t.bus, {
      type: 'identity.user.signed-up',
      version: 1,
      payload: { userId, email, firstName: 'Lois', lastName: 'Grandmother', slug: 'lois-grandmother', isSubscribed: false },
    });
    const messages = await waitFor(async () => ((await mailbox(email)).length === 2 ? mailbox(email) : null), 10_000, 'two e-mails');
    expect(messages.map((m) => m.subject).sort()).toEqual(['Reset your Koinonia password', 'Welcome to Koinonia, Lois']);
    expect(messages.find((m) => m.subject.startsWith('Reset'))!.text).toContain('http://localhost:3000/reset-password?token=xyz');
    const notifications = dataOf(await t.run(signedInViewer([], userId), NOTIFICATION_TITLES)).notifications;
    expect(notifications.results).toEqual([{ title: 'Welcome to Koinonia' }]);
  });

  it('tells the owner of an address that someone signed up with it, with a way in', async () => {
    const email = `known-${randomUUID()}@example.org`;
    await publishTestEvent(t.bus, {
      type: 'identity.sign-up.repeated',
      version: 1,
      payload: {
        userId: randomUUID(),
        email,
        firstName: 'Priscilla',
        signInUrl: 'http://localhost:3000/sign-in',
        resetUrl: 'http://localhost:3000/reset-password?token=abc',
        expiresAt: new Date().toISOString(),
      },
    });
    const [message] = await waitFor(async () => ((await mailbox(email)).length ? mailbox(email) : null), 10_000, 'the e-mail');
    expect(message!.subject).toBe('You already have a Koinonia account');
    expect(message!.text).toContain('http://localhost:3000/sign-in');
    expect(message!.text).toContain('http://localhost:3000/reset-password?token=abc');
  });

  it('dead-letters a malformed message and an unknown version, and keeps consuming', async () => {
    const before = deadLetters.length;
    await t.bus.publish([{ topic: 'koinonia.identity.events', key: 'x', value: '{not json' }]);
    await publishTestEvent(t.bus, { ...verificationRequested('v9@example.org'), version: 9 });
    await publishTestEvent(t.bus, { ...verificationRequested('bad-payload@example.org'), payload: { email: 'no-fields' } });
    await waitFor(async () => deadLetters.length >= before + 3, 10_000, 'three dead letters');
    expect(deadLetters.slice(before).map((m) => m.headers?.['dead-letter-reason'])).toEqual([
      expect.stringContaining('malformed envelope'),
      expect.stringContaining('no handler for identity.email-verification.requested v9'),
      expect.stringContaining('userId'),
    ]);
    const email = `after-${randomUUID()}@example.org`;
    await publishTestEvent(t.bus, verificationRequested(email));
    await waitFor(async () => (await mailbox(email)).length === 1, 10_000, 'the next e-mail');
  });

  it('refuses the mailbox route without the internal secret', async () => {
    const res = await fetch(mailboxUrl(t));
    expect(res.status).toBe(403);
  });
});
