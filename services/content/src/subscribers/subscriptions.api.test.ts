import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, newsletterUnsubscribeToken } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, TEST_INTERNAL_SECRET, type TestService } from '@koinonia/kit/testing';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { editor, member, TEST_LINKS } from '../newsletters/newsletters.testing.ts';
import { contentService } from '../service.ts';
import { purgePendingSubscribers } from './pending-subscriber-purge.ts';
import {
  CONFIRM_MUTATION, SUBSCRIBER_MUTATION, SUBSCRIPTION_MUTATION, tokenOf, UNSUBSCRIBE_MUTATION, uniqueEmail,
} from './subscribers.testing.ts';

// The public side: double opt-in, the unsubscribe link and the RFC 8058 one-click route.
let t: TestService<ContentConfig>;
let base: string;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig, { env: TEST_LINKS });
  base = t.service.server.url.replace(/\/graphql$/, '');
});
afterAll(async () => t?.stop());

const subscribe = (email: string, viewer = anonymousViewer) => t.run(viewer, SUBSCRIPTION_MUTATION, { email, mutationType: 'ADD' });
const requests = (email: string) => t.outbox({ aggregateId: email, type: 'content.newsletter-subscription.requested' });
const changes = async (email: string) => (await t.outbox({ aggregateId: email, type: 'content.newsletter-subscriber.changed' })).map((e) => e.payload);
const rowOf = async (email: string) =>
  (await t.sql<{ is_verified: boolean }>('select is_verified from newsletter_subscriber where lower(email) = lower(?)', [email]))[0];

describe('newsletterSubscription ADD (double opt-in)', () => {
  it('e-mails a confirmation link whose token confirms the address', async () => {
    const email = uniqueEmail();
    expect(dataOf(await subscribe(`  ${email.toUpperCase()} `)).newsletterSubscription).toBe(true);
    const [request] = await requests(email);
    const { confirmUrl, expiresAt } = request!.payload as { confirmUrl: string; expiresAt: string };
    expect(confirmUrl).toMatch(/^https:\/\/koinonia\.test\/newsletter\/confirm\?token=[\w-]{40,}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(47.9 * 3600_000);
    expect(await rowOf(email)).toEqual({ is_verified: false });
    // Only a hash of the token is stored.
    expect(await t.count('newsletter_subscriber', 'confirm_token_hash = ?', [tokenOf(confirmUrl)])).toBe(0);

    expect(dataOf(await t.run(anonymousViewer, CONFIRM_MUTATION, { token: tokenOf(confirmUrl) })).confirmNewsletterSubscription).toBe(true);
    expect(await rowOf(email)).toEqual({ is_verified: true });
    // A second click still says yes, and changes nothing.
    expect(dataOf(await t.run(anonymousViewer, CONFIRM_MUTATION, { token: tokenOf(confirmUrl) })).confirmNewsletterSubscription).toBe(true);
    expect(await changes(email)).toEqual([
      { email, isVerified: false, isSubscribed: true },
      { email, isVerified: true, isSubscribed: true },
    ]);
  });

  it('answers the same whatever the state of the address, with no second e-mail soon after the first', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    expect(dataOf(await subscribe(email)).newsletterSubscription).toBe(true);
    expect(await requests(email)).toHaveLength(1);
    const [request] = await requests(email);
    await t.run(anonymousViewer, CONFIRM_MUTATION, { token: tokenOf((request!.payload as { confirmUrl: string }).confirmUrl) });
    expect(dataOf(await subscribe(email, member())).newsletterSubscription).toBe(true);
    expect(await requests(email)).toHaveLength(1);
    expect(await t.count('newsletter_subscriber', 'lower(email) = ?', [email])).toBe(1);
  });

  it('sends a new link once the last one is an hour old, and the old link no longer works', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    await t.sql(`update newsletter_subscriber set confirm_sent_at = now() - interval '61 minutes' where email = ?`, [email]);
    await subscribe(email);
    const [first, second] = (await requests(email)).map((e) => tokenOf((e.payload as { confirmUrl: string }).confirmUrl));
    expect(second).toBeDefined();
    expect(dataOf(await t.run(anonymousViewer, CONFIRM_MUTATION, { token: first! })).confirmNewsletterSubscription).toBe(false);
    expect(dataOf(await t.run(anonymousViewer, CONFIRM_MUTATION, { token: second! })).confirmNewsletterSubscription).toBe(true);
  });

  it('refuses an expired or unknown token, and a blank one as bad input', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const [request] = await requests(email);
    await t.sql(`update newsletter_subscriber set confirm_token_expires_at = now() - interval '1 second' where email = ?`, [email]);
    const token = tokenOf((request!.payload as { confirmUrl: string }).confirmUrl);
    expect(dataOf(await t.run(anonymousViewer, CONFIRM_MUTATION, { token })).confirmNewsletterSubscription).toBe(false);
    expect(dataOf(await t.run(anonymousViewer, CONFIRM_MUTATION, { token: 'made-up' })).confirmNewsletterSubscription).toBe(false);
    expect(fieldErrors(await t.run(anonymousViewer, CONFIRM_MUTATION, { token: ' ' }))).toEqual({ token: 'required' });
    expect(await rowOf(email)).toEqual({ is_verified: false });
  });

  it('refuses a bad address or mutation type', async () => {
    expect(fieldErrors(await subscribe('not-an-address'))).toEqual({ email: 'must be a valid email address' });
    expect(fieldErrors(await subscribe(''))).toEqual({ email: 'required' });
    const edit = await t.run(anonymousViewer, SUBSCRIPTION_MUTATION, { email: uniqueEmail(), mutationType: 'EDIT' });
    expect(fieldErrors(edit)).toEqual({ mutationType: 'must be ADD or DELETE' });
  });

  it('rate-limits requests per address: 20 at once leave one row and one confirmation e-mail', async () => {
    const email = uniqueEmail('racer');
    const results = await Promise.all(Array.from({ length: 20 }, () => subscribe(email)));
    const answered = results.filter((r) => !r.errors);
    expect(answered.map((r) => r.data?.newsletterSubscription)).toEqual([true, true, true, true, true]);
    expect(results.filter((r) => r.errors).flatMap(errorCodes)).toEqual(Array(15).fill('RATE_LIMITED'));
    expect(await t.count('newsletter_subscriber', 'lower(email) = ?', [email])).toBe(1);
    expect(await requests(email)).toHaveLength(1);
    expect(await changes(email)).toHaveLength(1);
  });
});

describe('newsletterSubscription DELETE', () => {
  it('ends a subscription, and answers the same for an address that had none', async () => {
    const email = uniqueEmail();
    await subscribe(email);
    expect(dataOf(await t.run(anonymousViewer, SUBSCRIPTION_MUTATION, { email, mutationType: 'DELETE' })).newsletterSubscription).toBe(true);
    expect(await rowOf(email)).toBeUndefined();
    expect((await changes(email)).at(-1)).toEqual({ email, isVerified: false, isSubscribed: false });
    const stranger = uniqueEmail();
    expect(dataOf(await t.run(anonymousViewer, SUBSCRIPTION_MUTATION, { email: stranger, mutationType: 'DELETE' })).newsletterSubscription).toBe(true);
    expect(await changes(stranger)).toEqual([]);
  });
});

describe('unsubscribing with the link of a newsletter', () => {
  const verified = async (): Promise<string> => {
    const email = uniqueEmail();
    dataOf(await t.run(editor(), SUBSCRIBER_MUTATION, { email, mutationType: 'ADD' }));
    return email;
  };
  const unsubscribedEvents = async (email: string) => t.outbox({ aggregateId: email, type: 'content.newsletter.unsubscribed' });

  it("ends the subscription and tells identity, even for an address that only a member's setting subscribes", async () => {
    const email = await verified();
    const token = newsletterUnsubscribeToken(email, TEST_INTERNAL_SECRET);
    expect(dataOf(await t.run(anonymousViewer, UNSUBSCRIBE_MUTATION, { token })).unsubscribeFromNewsletter).toBe(true);
    expect(await rowOf(email)).toBeUndefined();
    expect((await changes(email)).at(-1)).toEqual({ email, isVerified: false, isSubscribed: false });
    expect((await unsubscribedEvents(email)).map((e) => e.payload)).toEqual([{ email }]);

    const memberAddress = uniqueEmail('member');
    const memberToken = newsletterUnsubscribeToken(memberAddress, TEST_INTERNAL_SECRET);
    expect(dataOf(await t.run(anonymousViewer, UNSUBSCRIBE_MUTATION, { token: memberToken })).unsubscribeFromNewsletter).toBe(true);
    expect((await unsubscribedEvents(memberAddress)).map((e) => e.payload)).toEqual([{ email: memberAddress }]);
  });

  it('refuses a token not signed by the platform', async () => {
    const email = await verified();
    const forged = newsletterUnsubscribeToken(email, 'another-secret-of-at-least-32-characters!!');
    expect(dataOf(await t.run(anonymousViewer, UNSUBSCRIBE_MUTATION, { token: forged })).unsubscribeFromNewsletter).toBe(false);
    expect(dataOf(await t.run(anonymousViewer, UNSUBSCRIBE_MUTATION, { token: 'garbage' })).unsubscribeFromNewsletter).toBe(false);
    expect(fieldErrors(await t.run(anonymousViewer, UNSUBSCRIBE_MUTATION, { token: '' }))).toEqual({ token: 'required' });
    expect(await rowOf(email)).toEqual({ is_verified: true });
    expect(await unsubscribedEvents(email)).toEqual([]);
  });

  it('answers the RFC 8058 one-click POST: 200 for a valid token, 400 otherwise; a GET changes nothing', async () => {
    const email = await verified();
    const url = `${base}/newsletter/unsubscribe?token=${encodeURIComponent(newsletterUnsubscribeToken(email, TEST_INTERNAL_SECRET))}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="https://koinonia.test/newsletter/unsubscribe?token=');
    expect(await rowOf(email)).toEqual({ is_verified: true });

    const oneClick = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    expect((await fetch(url, oneClick)).status).toBe(200);
    expect(await rowOf(email)).toBeUndefined();
    expect(await unsubscribedEvents(email)).toHaveLength(1);

    expect((await fetch(`${base}/newsletter/unsubscribe?token=forged`, oneClick)).status).toBe(400);
    expect((await fetch(`${base}/newsletter/unsubscribe`, oneClick)).status).toBe(400);
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('addresses never confirmed', () => {
  it('are removed a week after their last link expired, as the end of their subscription; confirmed ones stay', async () => {
    const [stale, recent, confirmed] = [uniqueEmail('stale'), uniqueEmail('recent'), uniqueEmail('confirmed')];
    for (const email of [stale, recent, confirmed]) await subscribe(email);
    const [request] = await requests(confirmed);
    await t.run(anonymousViewer, CONFIRM_MUTATION, { token: tokenOf((request!.payload as { confirmUrl: string }).confirmUrl) });
    // The stale link expired eight days ago, the recent one a day ago; the confirmed address is as old as the stale one.
    await t.sql(`update newsletter_subscriber set confirm_token_expires_at = now() - interval '8 days', created_at = now() - interval '10 days' where email in (?, ?)`, [stale, confirmed]);
    await t.sql(`update newsletter_subscriber set confirm_token_expires_at = now() - interval '1 day' where email = ?`, [recent]);

    expect(await purgePendingSubscribers(t.service.orm)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(stale)).toBeUndefined();
    expect(await rowOf(recent)).toEqual({ is_verified: false });
    expect(await rowOf(confirmed)).toEqual({ is_verified: true });
    expect(await changes(stale)).toEqual([
      { email: stale, isVerified: false, isSubscribed: true },
      { email: stale, isVerified: false, isSubscribed: false },
    ]);
    // Asking again starts over, with a new link.
    await subscribe(stale);
    expect(await rowOf(stale)).toEqual({ is_verified: false });
    expect(await requests(stale)).toHaveLength(2);
  });
});
