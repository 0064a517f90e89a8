import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { TestimonialStatus } from '../__generated__/documents/graphql.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, signUp, suspend } from '../users/users.testing.ts';

// Testimonials through GraphQL: written by members, shown to everyone once an admin approves them.
let t: TestService<IdentityConfig>;
let admin: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  const { user, email } = await signUp(t, { firstName: 'Junia', lastName: 'Apostle' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = await logIn(t, email);
});
afterAll(async () => t?.stop());

const TESTIMONIAL = graphql(`
  mutation Testimonial($text: String, $mutationType: MutationType!) {
    testimonial(text: $text, mutationType: $mutationType) { id text status userId user { id firstName } }
  }
`);

const REVIEW = graphql(`
  mutation ReviewTestimonial($id: ID!, $status: TestimonialStatus!) {
    reviewTestimonial(id: $id, status: $status) { id status reviewedAt }
  }
`);

const TESTIMONIALS = graphql(`
  query Testimonials($status: TestimonialStatus, $cursor: String, $first: Int) {
    testimonials(status: $status, cursor: $cursor, first: $first) {
      results { id text status user { firstName } }
      hasNextPage
      cursor
    }
  }
`);

const MY_TESTIMONIAL = graphql(`
  query MyTestimonial { myTestimonial { id text status } }
`);

const write = async (viewer: Viewer, text: string) => dataOf(await t.run(viewer, TESTIMONIAL, { text, mutationType: 'ADD' })).testimonial!;
const listed = async (viewer: Viewer, status?: TestimonialStatus) =>
  dataOf(await t.run(viewer, TESTIMONIALS, { status, first: 50 })).testimonials.results.map((r) => r.id);

describe('testimonials', () => {
  it('are shown to everyone only once an admin approved them', async () => {
    const author = await signUp(t, { firstName: 'Priscilla' });
    const written = await write(author.viewer, '  Koinonia helped our church find a worship leader.  ');
    expect(written).toMatchObject({ text: 'Koinonia helped our church find a worship leader.', status: 'PENDING', userId: author.user.id });
    expect(await listed(anonymousViewer)).not.toContain(written.id);
    expect(await listed(admin, 'PENDING')).toContain(written.id);

    const approved = dataOf(await t.run(admin, REVIEW, { id: written.id, status: 'APPROVED' })).reviewTestimonial;
    expect(approved.status).toBe('APPROVED');
    expect(approved.reviewedAt).toBeTruthy();
    const page = dataOf(await t.run(anonymousViewer, TESTIMONIALS, { first: 50 })).testimonials.results;
    expect(page.find((r) => r.id === written.id)).toEqual({ id: written.id, text: written.text, status: 'APPROVED', user: { firstName: 'Priscilla' } });
    expect(await listed(admin, 'PENDING')).not.toContain(written.id);
  });

  it('go back to review when their author edits them, and away when the author deletes them', async () => {
    const author = await signUp(t);
    const { id } = await write(author.viewer, 'First words');
    dataOf(await t.run(admin, REVIEW, { id, status: 'APPROVED' }));
    const edited = dataOf(await t.run(author.viewer, TESTIMONIAL, { text: 'Better words', mutationType: 'EDIT' })).testimonial;
    expect(edited).toMatchObject({ id, text: 'Better words', status: 'PENDING' });
    expect(await listed(anonymousViewer)).not.toContain(id);
    expect(dataOf(await t.run(author.viewer, MY_TESTIMONIAL)).myTestimonial).toEqual({ id, text: 'Better words', status: 'PENDING' });

    expect(dataOf(await t.run(author.viewer, TESTIMONIAL, { mutationType: 'DELETE' })).testimonial).toBeNull();
    expect(dataOf(await t.run(author.viewer, MY_TESTIMONIAL)).myTestimonial).toBeNull();
    expect(await t.count('testimonial', 'id = ?', [id])).toBe(0);
    expect(errorCodes(await t.run(author.viewer, TESTIMONIAL, { text: 'x', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
  });

  it('are one per member, also when two ADDs race', async () => {
    const author = await signUp(t);
    const results = await Promise.all([1, 2, 3].map((n) => t.run(author.viewer, TESTIMONIAL, { text: `Take ${n}`, mutationType: 'ADD' })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.flatMap((r) => errorCodes(r))).toEqual(['CONFLICT', 'CONFLICT']);
    expect(await t.count('testimonial', 'user_id = ?', [author.user.id])).toBe(1);
  });

  it('are reviewed, and listed while pending or rejected, by admins alone', async () => {
    const author = await signUp(t);
    const other = await signUp(t);
    const { id } = await write(author.viewer, 'Pending words');
    for (const [viewer, code] of [[author.viewer, 'FORBIDDEN'], [other.viewer, 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const) {
      expect(errorCodes(await t.run(viewer, REVIEW, { id, status: 'APPROVED' }))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, TESTIMONIALS, { status: 'PENDING' }))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, TESTIMONIALS, { status: 'REJECTED' }))).toEqual([code]);
    }
    expect(dataOf(await t.run(author.viewer, MY_TESTIMONIAL)).myTestimonial?.status).toBe('PENDING');
    dataOf(await t.run(admin, REVIEW, { id, status: 'REJECTED' }));
    expect(await listed(admin, 'REJECTED')).toContain(id);
    expect(await listed(anonymousViewer)).not.toContain(id);
  });

  it('refuse bad input and change nothing', async () => {
    const author = await signUp(t);
    const before = await t.count('testimonial');
    expect(fieldErrors(await t.run(author.viewer, TESTIMONIAL, { text: '   ', mutationType: 'ADD' }))).toEqual({ text: 'required' });
    expect(fieldErrors(await t.run(author.viewer, TESTIMONIAL, { mutationType: 'ADD' }))).toEqual({ text: 'required' });
    expect(fieldErrors(await t.run(author.viewer, TESTIMONIAL, { text: 'x'.repeat(2001), mutationType: 'ADD' }))).toEqual({
      text: 'must be at most 2000 characters',
    });
    expect(fieldErrors(await t.run(author.viewer, TESTIMONIAL, { text: 'x', mutationType: 'READ_ALL' }))).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
    expect(errorCodes(await t.run(anonymousViewer, TESTIMONIAL, { text: 'x', mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(await t.count('testimonial')).toBe(before);

    const { id } = await write(author.viewer, 'Words');
    expect(fieldErrors(await t.run(admin, REVIEW, { id, status: 'PENDING' }))).toEqual({ status: 'must be APPROVED or REJECTED' });
    expect(fieldErrors(await t.run(admin, REVIEW, { id: 'nope', status: 'APPROVED' }))).toEqual({ id: 'is not a valid id' });
    expect(errorCodes(await t.run(admin, REVIEW, { id: randomUUID(), status: 'APPROVED' }))).toEqual(['NOT_FOUND']);
    expect(dataOf(await t.run(author.viewer, MY_TESTIMONIAL)).myTestimonial?.status).toBe('PENDING');
  });

  it('of suspended members are not listed, and pages go newest first', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const author = await signUp(t);
      const { id } = await write(author.viewer, `Page ${n}`);
      dataOf(await t.run(admin, REVIEW, { id, status: 'APPROVED' }));
      ids.push(id);
      if (n === 2) await suspend(t, author.user.id);
    }
    const first = dataOf(await t.run(anonymousViewer, TESTIMONIALS, { first: 1 })).testimonials;
    expect(first.results.map((r) => r.id)).toEqual([ids[2]]);
    const second = dataOf(await t.run(anonymousViewer, TESTIMONIALS, { first: 1, cursor: first.cursor })).testimonials;
    // The suspended author's testimonial (the second) is skipped.
    expect(second.results.map((r) => r.id)).toEqual([ids[0]]);
  });
});
