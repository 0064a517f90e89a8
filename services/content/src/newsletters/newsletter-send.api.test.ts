import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER } from '@koinonia/events';
import { dataOf, errorCodes, publishTestEvent, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { contentService } from '../service.ts';
import { editNewsletter, editor, NEWSLETTER_MUTATION, NEWSLETTER_QUERY, PREVIEW_QUERY, SEND_QUERY, TEST_LINKS, writeNewsletter } from './newsletters.testing.ts';

// Sending: the request event notify acts on, a newsletter going out once, and notify's answer.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig, { env: TEST_LINKS });
});
afterAll(async () => t?.stop());

const sendRequests = (newsletterId: string) => t.outbox({ aggregateId: newsletterId, type: 'content.newsletter.send-requested' });
const statusOf = async (id: string) => dataOf(await t.run(editor(), NEWSLETTER_QUERY, { id })).newsletter;

describe('sendNewsletter', () => {
  it('sends a test to the editor alone, leaving the newsletter a DRAFT; the e-mail is the preview', async () => {
    const sender = editor();
    const newsletter = await writeNewsletter(t, { subject: 'Test me' });
    const sendId = dataOf(await t.run(sender, SEND_QUERY, { id: newsletter.id, isTest: true })).sendNewsletter;
    const [event] = await sendRequests(newsletter.id);
    const preview = dataOf(await t.run(editor(), PREVIEW_QUERY, { id: newsletter.id })).newsletterPreview;
    expect(event).toMatchObject({
      actorId: sender.userId,
      payload: {
        sendId,
        newsletterId: newsletter.id,
        version: 1,
        subject: 'Test me',
        isTest: true,
        requestedById: sender.userId,
        html: preview.html,
        text: preview.text,
        unsubscribeUrlTemplate: 'https://koinonia.test/newsletter/unsubscribe?token={token}',
        oneClickUnsubscribeUrlTemplate: 'https://content.koinonia.test/newsletter/unsubscribe?token={token}',
      },
    });
    expect(preview.html).toContain(`href="${NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER}"`);
    expect(preview.text).toContain(NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER);
    expect((await statusOf(newsletter.id))?.status).toBe('DRAFT');
  });

  it('sends the latest version once: SENDING, then a second send, an edit or a delete is a CONFLICT', async () => {
    const newsletter = await writeNewsletter(t, { subject: 'Version one' });
    await editNewsletter(t, newsletter.id, { subject: 'Version two' });
    const sendId = dataOf(await t.run(editor(), SEND_QUERY, { id: newsletter.id })).sendNewsletter;
    expect(await sendRequests(newsletter.id)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ sendId, version: 2, subject: 'Version two', isTest: false }) }),
    ]);
    expect((await statusOf(newsletter.id))?.status).toBe('SENDING');
    expect(errorCodes(await t.run(editor(), SEND_QUERY, { id: newsletter.id }))).toEqual(['CONFLICT']);
    expect(errorCodes(await t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'EDIT', id: newsletter.id, subject: 'Late' }))).toEqual(['CONFLICT']);
    expect(errorCodes(await t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'DELETE', id: newsletter.id }))).toEqual(['CONFLICT']);
    expect(await sendRequests(newsletter.id)).toHaveLength(1);
  });

  it('lets only one of several racing real sends through', async () => {
    const newsletter = await writeNewsletter(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.run(editor(), SEND_QUERY, { id: newsletter.id })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.flatMap(errorCodes)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT']);
    expect(await sendRequests(newsletter.id)).toHaveLength(1);
  });

  it("becomes SENT when notify finishes the send, once, whatever notify's redeliveries and test sends", async () => {
    const newsletter = await writeNewsletter(t);
    const testSendId = dataOf(await t.run(editor(), SEND_QUERY, { id: newsletter.id, isTest: true })).sendNewsletter;
    const sendId = dataOf(await t.run(editor(), SEND_QUERY, { id: newsletter.id })).sendNewsletter;
    const finished = (id: string, isTest: boolean) => ({
      type: 'notify.newsletter-send.finished', version: 1, aggregateId: newsletter.id,
      payload: { sendId: id, newsletterId: newsletter.id, isTest, recipients: 3, sent: 3, failed: 0 },
    });
    await publishTestEvent(t.bus, finished(testSendId, true));
    const envelope = await publishTestEvent(t.bus, finished(sendId, false));
    const sent = await waitFor(async () => {
      const current = await statusOf(newsletter.id);
      return current?.status === 'SENT' && current;
    });
    expect(Date.now() - Date.parse(sent.sentAt!)).toBeLessThan(60_000);
    await publishTestEvent(t.bus, { ...finished(sendId, false), id: envelope.id });
    await publishTestEvent(t.bus, finished(sendId, false));
    await waitFor(async () => (await t.count('processed_event')) >= 3);
    expect(await statusOf(newsletter.id)).toEqual(sent);
    expect(errorCodes(await t.run(editor(), SEND_QUERY, { id: newsletter.id }))).toEqual(['CONFLICT']);
    // A test send still works for a sent newsletter: the editor may look at what went out.
    expect(errorCodes(await t.run(editor(), SEND_QUERY, { id: newsletter.id, isTest: true }))).toEqual([]);
  });

  it('refuses an unknown newsletter or a malformed id', async () => {
    expect(errorCodes(await t.run(editor(), SEND_QUERY, { id: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(editor(), SEND_QUERY, { id: 'nope' }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the newsletter e-mail', () => {
  it('has every section, escapes what is not sanitized HTML, and names the jobs content heard of', async () => {
    const [known, unknown, organizationId] = [randomUUID(), randomUUID(), randomUUID()];
    await publishTestEvent(t.bus, {
      type: 'orgs-jobs.organization.created', version: 1,
      payload: { organizationId, slug: 'grace', name: 'Grace & Truth Church', type: 'CHURCH', createdById: randomUUID() },
    });
    await publishTestEvent(t.bus, {
      type: 'orgs-jobs.opportunity.opened', version: 1,
      payload: { opportunityId: known, organizationId, jobTitle: 'Youth <Pastor>', publishedAt: new Date().toISOString() },
    });
    await waitFor(async () => (await t.count('job_post')) > 0 && (await t.count('job_organization')) > 0);
    const newsletter = await writeNewsletter(t, {
      subject: 'Spring <script>alert(1)</script> news',
      whatsNew: '<p>Our <em>new</em> groups</p>',
      podcastImageUrl: 'https://cdn.example.org/ep.png?a=1&b=2',
      podcastTitle: 'Episode "7"',
      podcastDescription: 'Rest & renewal',
      podcastUrl: 'https://podcast.example.org/7',
      sponsoredBy: 'Seminary <b>Press</b>',
      jobListingIds: [known, unknown],
    });
    const { html, text, subject } = dataOf(await t.run(editor(), PREVIEW_QUERY, { id: newsletter.id })).newsletterPreview;
    expect(subject).toBe('Spring <script>alert(1)</script> news');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Spring &lt;script&gt;alert(1)&lt;/script&gt; news');
    expect(html).toContain('<p>Our <em>new</em> groups</p>');
    expect(html).toContain('src="https://cdn.example.org/ep.png?a=1&amp;b=2"');
    expect(html).toContain('Episode &quot;7&quot;');
    expect(html).toContain('Rest &amp; renewal');
    expect(html).toContain(`href="https://koinonia.test/jobs/${known}"`);
    expect(html).toContain('Youth &lt;Pastor&gt;');
    expect(html).toContain('Grace &amp; Truth Church');
    expect(html).toContain(`href="https://koinonia.test/jobs/${unknown}"`);
    expect(html).toContain('Sponsored by Seminary &lt;b&gt;Press&lt;/b&gt;');
    expect(html).toContain('You receive this because');
    expect(text).toContain('Youth <Pastor>');
    expect(text).toContain('Listen to the episode');
    expect(text).toContain('You receive this because');
  });

  it('refuses a job content knows is closed', async () => {
    const closed = randomUUID();
    await publishTestEvent(t.bus, {
      type: 'orgs-jobs.opportunity.closed', version: 1,
      payload: { opportunityId: closed, organizationId: randomUUID(), jobTitle: 'Choir director', closedById: randomUUID(), applicantIds: [] },
    });
    await waitFor(async () => (await t.count('job_post', 'id = ?', [closed])) > 0);
    const result = await t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: 'Jobs', jobListingIds: [closed] });
    expect(result.errors?.[0]?.extensions?.['fields']).toEqual([{ path: 'jobListingIds', message: 'lists a closed job' }]);
  });
});
