import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, maxLength } from '@koinonia/kit';
import { errorCodes, fieldErrors, startTestService, type TestService, tooLongCases } from '@koinonia/kit/testing';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { contentService } from '../service.ts';
import { SUBSCRIPTION_MUTATION, uniqueEmail } from '../subscribers/subscribers.testing.ts';
import { editNewsletter, editor, NEWSLETTER_MUTATION, TEST_LINKS, writeNewsletter } from './newsletters.testing.ts';

// Issue 24: a newsletter's "what's new" took 900 KB (item 8), and a NUL in a string argument was
// INTERNAL_SERVER_ERROR (item 6). Both are BAD_USER_INPUT naming the field, and nothing is written.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig, { env: TEST_LINKS });
});
afterAll(async () => t?.stop());

/** A paragraph of `length` characters of HTML, tags included. */
const paragraph = (length: number, letter = 'x') => `<p>${letter.repeat(length - '<p></p>'.length)}</p>`;
const stored = async (id: string) =>
  (await t.sql<{ subject: string; whats_new: string | null; version: number }>('select subject, whats_new, version from newsletter where id = ?', [id]))[0];

describe("a newsletter's what's new", () => {
  it(`takes ${maxLength.whatsNew} characters, on ADD and on EDIT`, async () => {
    const whatsNew = paragraph(20_000);
    const newsletter = await writeNewsletter(t, { whatsNew });
    expect(newsletter.whatsNew).toBe(whatsNew);
    expect((await editNewsletter(t, newsletter.id, { whatsNew: paragraph(20_000, 'y') })).whatsNew).toBe(paragraph(20_000, 'y'));
  });

  it.each(tooLongCases(20_000))("refuses %s as BAD_USER_INPUT naming the what's new, adding and changing nothing", async (_, length, message) => {
    const writer = editor();
    const kept = await writeNewsletter(t, { whatsNew: '<p>A new podcast.</p>' }, writer);
    const newsletters = await t.count('newsletter');
    const whatsNew = paragraph(length);
    for (const answer of [
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: 'News from the network', whatsNew }),
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'EDIT', id: kept.id, whatsNew }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ whatsNew: message });
    }
    expect(await t.count('newsletter')).toBe(newsletters);
    expect(await stored(kept.id)).toMatchObject({ whats_new: '<p>A new podcast.</p>', version: 1 });
  });
});

describe('a NUL in a string argument', () => {
  it("is BAD_USER_INPUT naming a newsletter's subject, and nothing is written", async () => {
    const writer = editor();
    const kept = await writeNewsletter(t, { subject: 'Spring news' }, writer);
    const newsletters = await t.count('newsletter');
    for (const answer of [
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: 'Summer\u0000news' }),
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'EDIT', id: kept.id, subject: 'Spring\u0000news' }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ subject: 'must not contain control characters' });
    }
    expect(await t.count('newsletter')).toBe(newsletters);
    expect(await stored(kept.id)).toMatchObject({ subject: 'Spring news', version: 1 });
  });

  it("is BAD_USER_INPUT naming the e-mail of an anonymous visitor's subscription, and no subscriber is recorded", async () => {
    const subscribers = await t.count('newsletter_subscriber');
    const answer = await t.run(anonymousViewer, SUBSCRIPTION_MUTATION, { email: `reader\u0000${uniqueEmail()}`, mutationType: 'ADD' });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ email: 'must not contain control characters' });
    expect(await t.count('newsletter_subscriber')).toBe(subscribers);
  });
});

// Issue 24: a subject was plain required text of 200 characters, so one of zero-width characters
// alone passed; it is a title (kit's rule: 200 characters, invisible ones alone are blank).
describe("a newsletter's subject", () => {
  it(`takes ${maxLength.title} characters, on ADD and on EDIT`, async () => {
    const newsletter = await writeNewsletter(t, { subject: 's'.repeat(200) });
    expect(newsletter.subject).toBe('s'.repeat(200));
    expect((await editNewsletter(t, newsletter.id, { subject: 't'.repeat(200) })).subject).toBe('t'.repeat(200));
  });

  it.each([
    ['201 characters', 's'.repeat(201), 'must be at most 200 characters'],
    ['zero-width characters alone', '\u200B\u200C\u200D\u2060\uFEFF', 'required'],
  ])('refuses %s as BAD_USER_INPUT naming the subject, adding and changing nothing', async (_, subject, message) => {
    const writer = editor();
    const kept = await writeNewsletter(t, { subject: 'Spring news' }, writer);
    const newsletters = await t.count('newsletter');
    for (const answer of [
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'ADD', subject }),
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'EDIT', id: kept.id, subject }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ subject: message });
    }
    expect(await t.count('newsletter')).toBe(newsletters);
    expect(await stored(kept.id)).toMatchObject({ subject: 'Spring news', version: 1 });
  });
});

// Issue 24: the sponsor and the podcast episode's title and description took 10,000 characters each;
// they are `shortText` (500), a title (200) and a description (2000).
describe("a newsletter's sponsor and podcast episode", () => {
  const longest = { sponsoredBy: 'b'.repeat(500), podcastTitle: 't'.repeat(200), podcastDescription: 'd'.repeat(2000) };

  it(`take ${maxLength.shortText}, ${maxLength.title} and ${maxLength.description} characters, on ADD and on EDIT`, async () => {
    const newsletter = await writeNewsletter(t, longest);
    expect(newsletter).toMatchObject(longest);
    expect(await editNewsletter(t, newsletter.id, { ...longest, podcastTitle: 'u'.repeat(200) })).toMatchObject({ ...longest, podcastTitle: 'u'.repeat(200) });
  });

  it.each([
    ['sponsoredBy', 501, 'must be at most 500 characters'],
    ['podcastTitle', 201, 'must be at most 200 characters'],
    ['podcastDescription', 2001, 'must be at most 2000 characters'],
  ])('refuse a %s of %d characters as BAD_USER_INPUT naming it, adding and changing nothing', async (field, length, message) => {
    const writer = editor();
    const kept = await writeNewsletter(t, { sponsoredBy: 'Acme', podcastTitle: 'Episode 1', podcastDescription: 'On prayer' }, writer);
    const newsletters = await t.count('newsletter');
    const long = { [field]: 'x'.repeat(length) };
    for (const answer of [
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: 'News', ...long }),
      await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'EDIT', id: kept.id, ...long }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ [field]: message });
    }
    expect(await t.count('newsletter')).toBe(newsletters);
    const [row] = await t.sql<{ sponsored_by: string; podcast_title: string; podcast_description: string; version: number }>(
      'select sponsored_by, podcast_title, podcast_description, version from newsletter where id = ?',
      [kept.id],
    );
    expect(row).toEqual({ sponsored_by: 'Acme', podcast_title: 'Episode 1', podcast_description: 'On prayer', version: 1 });
  });
});
