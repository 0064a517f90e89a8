import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { admin, editor, member, TEST_LINKS } from '../newsletters/newsletters.testing.ts';
import { contentService } from '../service.ts';
import { SUBSCRIBER_MUTATION, SUBSCRIBERS_QUERY, SUBSCRIPTION_MUTATION, uniqueEmail } from './subscribers.testing.ts';

// Content editors manage the subscribers.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig, { env: TEST_LINKS });
});
afterAll(async () => t?.stop());

const add = (email: string, viewer: Viewer = editor()) => t.run(viewer, SUBSCRIBER_MUTATION, { email, mutationType: 'ADD' });
const changes = async (email: string) => (await t.outbox({ aggregateId: email, type: 'content.newsletter-subscriber.changed' })).map((e) => e.payload);

describe('newsletterSubscriber', () => {
  it('is for content editors and ADMINs only', async () => {
    const email = uniqueEmail();
    for (const [viewer, code] of [[anonymousViewer, 'UNAUTHENTICATED'], [member(), 'FORBIDDEN']] as const) {
      expect(errorCodes(await add(email, viewer))).toEqual([code]);
      expect(errorCodes(await add('bad', viewer))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, SUBSCRIBER_MUTATION, { email, mutationType: 'DELETE' }))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, SUBSCRIBERS_QUERY, {}))).toEqual([code]);
    }
    expect(await t.count('newsletter_subscriber')).toBe(0);
    expect(dataOf(await add(email, admin())).newsletterSubscriber).toMatchObject({ email, isVerified: true });
  });

  it('ADD confirms at once, a pending address too, and twice changes nothing', async () => {
    const email = uniqueEmail();
    await t.run(anonymousViewer, SUBSCRIPTION_MUTATION, { email, mutationType: 'ADD' });
    const added = dataOf(await add(email.toUpperCase())).newsletterSubscriber!;
    expect(added).toMatchObject({ email, isVerified: true });
    expect(dataOf(await add(email)).newsletterSubscriber).toEqual(added);
    expect(await changes(email)).toEqual([
      { email, isVerified: false, isSubscribed: true },
      { email, isVerified: true, isSubscribed: true },
    ]);
    expect(fieldErrors(await add('nobody@'))).toEqual({ email: 'must be a valid email address' });
  });

  it('DELETE by id or by address returns the subscriber; an unknown one is NOT_FOUND', async () => {
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const byId = dataOf(await add(first)).newsletterSubscriber!;
    await add(second);
    const remove = (variables: { id?: string; email?: string }) => t.run(editor(), SUBSCRIBER_MUTATION, { ...variables, mutationType: 'DELETE' });
    expect(dataOf(await remove({ id: byId.id })).newsletterSubscriber).toEqual(byId);
    expect(dataOf(await remove({ email: second.toUpperCase() })).newsletterSubscriber?.email).toBe(second);
    expect(await changes(second)).toEqual([{ email: second, isVerified: true, isSubscribed: true }, { email: second, isVerified: false, isSubscribed: false }]);
    expect(errorCodes(await remove({ id: byId.id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await remove({ id: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await remove({}))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await remove({ id: byId.id, email: second }))).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(await t.run(editor(), SUBSCRIBER_MUTATION, { email: second, mutationType: 'EDIT' }))).toEqual({ mutationType: 'must be ADD or DELETE' });
  });
});

describe('newsletterSubscribers', () => {
  it('lists newest first, pages, searches the address, and counts', async () => {
    const tag = `tag${Date.now().toString(36)}`;
    const emails = Array.from({ length: 3 }, (_, i) => `${tag}.${i}@example.org`);
    for (const email of emails) await add(email);
    const found = dataOf(await t.run(editor(), SUBSCRIBERS_QUERY, { search: tag.toUpperCase() })).newsletterSubscribers;
    expect(found.results.map((s) => s.email)).toEqual([...emails].reverse());
    expect(found.totalCount).toBe(3);
    expect(dataOf(await t.run(editor(), SUBSCRIBERS_QUERY, { search: '%' })).newsletterSubscribers.totalCount).toBe(0);
    const all = dataOf(await t.run(editor(), SUBSCRIBERS_QUERY, {})).newsletterSubscribers;
    expect(all.totalCount).toBe(await t.count('newsletter_subscriber'));
    expect(errorCodes(await t.run(editor(), SUBSCRIBERS_QUERY, { cursor: 'x' }))).toEqual(['BAD_USER_INPUT']);
  });
});
