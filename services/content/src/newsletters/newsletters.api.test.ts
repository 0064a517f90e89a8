import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { contentService } from '../service.ts';
import {
  admin, editNewsletter, editor, member, NEWSLETTER_MUTATION, NEWSLETTER_QUERY, NEWSLETTERS_QUERY, PREVIEW_QUERY, SEND_QUERY,
  TEST_LINKS, writeNewsletter,
} from './newsletters.testing.ts';

// Newsletters through GraphQL on real PostgreSQL, as anonymous visitors, members, content editors and ADMINs.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig, { env: TEST_LINKS });
});
afterAll(async () => t?.stop());

describe('who may use newsletters', () => {
  it('refuses anonymous visitors (UNAUTHENTICATED) and members (FORBIDDEN) before reading their input', async () => {
    const { id } = await writeNewsletter(t);
    const attempts = (viewer: Viewer) => [
      t.run(viewer, NEWSLETTERS_QUERY, {}),
      t.run(viewer, NEWSLETTER_QUERY, { id }),
      t.run(viewer, PREVIEW_QUERY, { id }),
      t.run(viewer, SEND_QUERY, { id, isTest: true }),
      // Bad input too: the refusal comes first.
      t.run(viewer, NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: '' }),
      t.run(viewer, NEWSLETTER_MUTATION, { mutationType: 'EDIT', id, subject: 'Changed' }),
      t.run(viewer, NEWSLETTER_MUTATION, { mutationType: 'DELETE', id }),
    ];
    for (const result of await Promise.all(attempts(anonymousViewer))) expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
    for (const result of await Promise.all(attempts(member()))) expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    const after = dataOf(await t.run(editor(), NEWSLETTER_QUERY, { id })).newsletter;
    expect(after).toMatchObject({ subject: 'News from the network', version: 1 });
  });

  it('lets platform ADMINs do what content editors do', async () => {
    const written = await writeNewsletter(t, { subject: 'From the admins' }, admin());
    expect(dataOf(await t.run(admin(), NEWSLETTER_QUERY, { id: written.id })).newsletter?.subject).toBe('From the admins');
  });
});

describe('newsletter ADD', () => {
  it('writes a DRAFT at version 1, whatsNew sanitized and the jobs in the order given', async () => {
    const jobs = [randomUUID(), randomUUID(), randomUUID()];
    const newsletter = await writeNewsletter(t, {
      subject: '  March news ',
      sponsoredBy: 'Grace Seminary',
      whatsNew: '<p onclick="x()">New <strong>groups</strong></p><script>alert(1)</script>',
      podcastImageUrl: 'https://cdn.example.org/ep12.png',
      podcastTitle: 'Episode 12',
      podcastDescription: 'Pastoral care in rural churches.',
      podcastUrl: 'https://podcast.example.org/12',
      jobListingIds: jobs,
    });
    expect(newsletter).toMatchObject({
      subject: 'March news',
      status: 'DRAFT',
      version: 1,
      sponsoredBy: 'Grace Seminary',
      whatsNew: '<p>New <strong>groups</strong></p>',
      podcastUrl: 'https://podcast.example.org/12',
      jobListings: jobs.map((id) => ({ id })),
      sentAt: null,
    });
    expect(Date.parse(newsletter.createdAt)).not.toBeNaN();
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = await t.count('newsletter');
    const bad = async (variables: Record<string, unknown>) =>
      fieldErrors(await t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: 'Fine', ...variables }));
    expect(await bad({ subject: '   ' })).toEqual({ subject: 'required' });
    expect(await bad({ subject: null })).toEqual({ subject: 'required' });
    expect(await bad({ subject: 'x'.repeat(201) })).toEqual({ subject: 'must be at most 200 characters' });
    expect(await bad({ podcastUrl: 'http://podcast.example.org' })).toEqual({ podcastUrl: 'please add the prefix https://' });
    expect(await bad({ podcastImageUrl: 'cdn.example.org/a.png' })).toEqual({ podcastImageUrl: 'please add the prefix https://' });
    expect(await bad({ jobListingIds: Array.from({ length: 11 }, () => randomUUID()) })).toEqual({ jobListingIds: 'must list at most 10 jobs' });
    const twice = randomUUID();
    expect(await bad({ jobListingIds: [twice, twice] })).toEqual({ jobListingIds: 'must not list a job twice' });
    expect(Object.values(await bad({ jobListingIds: ['not-a-job'] }))).toEqual(['is not a valid job post id']);
    expect(errorCodes(await t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'MERGE' as 'ADD', subject: 'x' }))).toEqual(['BAD_USER_INPUT']);
    expect(await t.count('newsletter')).toBe(before);
  });
});

describe('newsletter EDIT and versions', () => {
  it('makes a new version when the content changes, none when it does not, and previews every version as it was', async () => {
    const first = await writeNewsletter(t, { subject: 'Draft subject', whatsNew: '<p>First</p>' });
    const same = await editNewsletter(t, first.id, { subject: 'Draft subject', whatsNew: '<p>First</p>' });
    expect(same.version).toBe(1);
    const second = await editNewsletter(t, first.id, { subject: 'Final subject', podcastTitle: 'Episode 3' });
    expect(second).toMatchObject({ version: 2, subject: 'Final subject', whatsNew: '<p>First</p>', podcastTitle: 'Episode 3' });
    const cleared = await editNewsletter(t, first.id, { whatsNew: '', podcastTitle: null });
    expect(cleared).toMatchObject({ version: 3, whatsNew: null, podcastTitle: null, subject: 'Final subject' });

    const old = dataOf(await t.run(editor(), PREVIEW_QUERY, { id: first.id, version: 1 })).newsletterPreview;
    expect(old).toMatchObject({ newsletterId: first.id, version: 1, subject: 'Draft subject' });
    expect(old.html).toContain('First');
    const latest = dataOf(await t.run(editor(), PREVIEW_QUERY, { id: first.id })).newsletterPreview;
    expect(latest).toMatchObject({ version: 3, subject: 'Final subject' });
    expect(latest.html).not.toContain('First');
    expect(await t.count('newsletter_version', 'newsletter_id = ?', [first.id])).toBe(3);

    expect(errorCodes(await t.run(editor(), PREVIEW_QUERY, { id: first.id, version: 4 }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await t.run(editor(), PREVIEW_QUERY, { id: first.id, version: 0 }))).toEqual({ version: 'must be at least 1' });
  });

  it('refuses a blank subject, a bad link or an unknown newsletter, and changes nothing', async () => {
    const newsletter = await writeNewsletter(t);
    const edit = (variables: Record<string, unknown>) => t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'EDIT', id: newsletter.id, ...variables });
    expect(fieldErrors(await edit({ subject: '' }))).toEqual({ subject: 'required' });
    expect(fieldErrors(await edit({ podcastUrl: 'ftp://x' }))).toEqual({ podcastUrl: 'please add the prefix https://' });
    expect(fieldErrors(await edit({ id: null }))).toEqual({ id: 'required' });
    expect(errorCodes(await edit({ id: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(dataOf(await t.run(editor(), NEWSLETTER_QUERY, { id: newsletter.id })).newsletter).toEqual(newsletter);
  });
});

describe('newsletter DELETE', () => {
  it('deletes a draft with its versions; an unknown one is NOT_FOUND', async () => {
    const newsletter = await writeNewsletter(t);
    await editNewsletter(t, newsletter.id, { subject: 'Second version' });
    const deleted = dataOf(await t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'DELETE', id: newsletter.id })).newsletter;
    expect(deleted?.id).toBe(newsletter.id);
    expect(dataOf(await t.run(editor(), NEWSLETTER_QUERY, { id: newsletter.id })).newsletter).toBeNull();
    expect(await t.count('newsletter_version', 'newsletter_id = ?', [newsletter.id])).toBe(0);
    expect(errorCodes(await t.run(editor(), NEWSLETTER_MUTATION, { mutationType: 'DELETE', id: newsletter.id }))).toEqual(['NOT_FOUND']);
  });
});

describe('newsletters', () => {
  it('lists newest first, a status at a time, with the total', async () => {
    const older = await writeNewsletter(t, { subject: 'Older' });
    const newer = await writeNewsletter(t, { subject: 'Newer' });
    dataOf(await t.run(editor(), SEND_QUERY, { id: older.id }));
    const all = dataOf(await t.run(editor(), NEWSLETTERS_QUERY, {})).newsletters;
    expect(all.totalCount).toBe(await t.count('newsletter'));
    const ids = all.results.map((n) => n.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const sending = dataOf(await t.run(editor(), NEWSLETTERS_QUERY, { status: 'SENDING' })).newsletters;
    expect(sending.results.map((n) => n.id)).toContain(older.id);
    expect(sending.results.map((n) => n.id)).not.toContain(newer.id);
    expect(sending.totalCount).toBe(await t.count('newsletter', "status = 'SENDING'"));
    expect(errorCodes(await t.run(editor(), NEWSLETTERS_QUERY, { cursor: 'nonsense' }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('concurrent edits and references', () => {
  it('numbers the versions of racing edits one after another, each kept', async () => {
    const newsletter = await writeNewsletter(t);
    const edits = await Promise.all(Array.from({ length: 6 }, (_, i) => editNewsletter(t, newsletter.id, { subject: `Take ${i}` })));
    expect(edits.map((e) => e.version).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    const versions = await t.sql<{ version: number; subject: string }>(
      `select version, content->>'subject' as subject from newsletter_version where newsletter_id = ? order by version`,
      [newsletter.id],
    );
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const latest = edits.find((e) => e.version === 7)!;
    expect(versions.at(-1)?.subject).toBe(latest.subject);
  });

  it('resolves a Newsletter reference for content editors only (notify extends it)', async () => {
    const newsletter = await writeNewsletter(t, { subject: 'Referenced' });
    const ENTITIES = graphql(`query NewsletterReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Newsletter { id subject } } }`);
    const r = [{ __typename: 'Newsletter', id: newsletter.id }, { __typename: 'Newsletter', id: 'not-a-uuid' }];
    expect(dataOf(await t.run(editor(), ENTITIES, { r }))._entities).toEqual([{ id: newsletter.id, subject: 'Referenced' }, null]);
    expect(dataOf(await t.run(member(), ENTITIES, { r }))._entities).toEqual([null, null]);
  });
});
