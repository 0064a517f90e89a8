import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, SIGN_IN, signUp, uniqueEmail, PASSWORD } from '../users/users.testing.ts';
import { ACCOUNT_OF, changeLinkToken, UPDATE_USER_INFO, USER_BY_SLUG, VERIFY_EMAIL } from './account.testing.ts';

// updateUserInfo through GraphQL: slug changes (old slugs keep answering) and e-mail changes
// (used only once the link sent to the new address is followed).
let t: TestService<IdentityConfig>;
let admin: { id: string; viewer: Viewer };
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig, { env: { WEB_URL: 'https://koinonia.example' } });
  const { user, email } = await signUp(t, { firstName: 'Phoebe', lastName: 'Cenchreae' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = { id: user.id, viewer: await logIn(t, email) };
});
afterAll(async () => t?.stop());

const member = async (firstName = 'Lydia', lastName = 'Thyatira') => {
  const { user, email, viewer } = await signUp(t, { firstName, lastName });
  return { id: user.id, slug: user.slug, email, viewer };
};

const freshSlug = (): string => `pastor-${uniqueSuffix()}`.toLowerCase();

/** What a refused change must leave as it was: the account's row, its links, its events. */
const accountState = async (id: string) => ({
  user: await t.sql('select slug, email, is_email_verified from app_user where id = ?', [id]),
  changeLinks: await t.count('one_time_token', `user_id = ? and purpose = 'CHANGE_EMAIL' and used_at is null`, [id]),
  formerSlugs: await t.count('user_slug_history', 'user_id = ?', [id]),
  events: (await t.outbox({ aggregateId: id })).length,
});

describe('updateUserInfo: slug', () => {
  it('changes the slug at once, keeps the old one answering, and records the profile change', async () => {
    const m = await member();
    const slug = freshSlug();
    const changed = dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { slug }));
    expect(changed.updateUserInfo).toMatchObject({ id: m.id, slug, email: m.email, pendingEmail: null });
    for (const asked of [m.slug, slug]) {
      expect(dataOf(await t.run(anonymousViewer, USER_BY_SLUG, { slug: asked }))).toEqual({
        user: { id: m.id, slug },
        userProfile: { id: m.id, slug },
      });
    }
    expect(await t.count('user_slug_history', 'slug = ? and user_id = ?', [m.slug, m.id])).toBe(1);
    // The sign-up's comes first.
    const event = (await t.outbox({ aggregateId: m.id, type: 'identity.user.profile-changed' })).at(-1);
    expect(event).toMatchObject({ actorId: m.id, payload: { userId: m.id, slug, firstName: 'Lydia', lastName: 'Thyatira' } });
  });

  it('applies the spec slug rule to what was typed', async () => {
    const m = await member();
    const suffix = uniqueSuffix().toLowerCase();
    const changed = dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { slug: `  Lydia of Thyatíra ${suffix}!` }));
    expect(changed.updateUserInfo.slug).toBe(`lydia-of-thyatira-${suffix}`);
  });

  it('refuses a slug another member has or had, and lets a member take back their own', async () => {
    const a = await member();
    const b = await member();
    const before = await accountState(b.id);
    const taken = await t.run(b.viewer, UPDATE_USER_INFO, { slug: a.slug });
    expect(errorCodes(taken)).toEqual(['CONFLICT']);
    expect(fieldErrors(taken)).toEqual({ slug: 'is already taken' });
    // a moves on: a's old slug keeps leading to a, so b still cannot have it.
    const aNew = freshSlug();
    dataOf(await t.run(a.viewer, UPDATE_USER_INFO, { slug: aNew }));
    expect(errorCodes(await t.run(b.viewer, UPDATE_USER_INFO, { slug: a.slug }))).toEqual(['CONFLICT']);
    expect(await accountState(b.id)).toEqual(before);
    // a returns to the first slug: current again, no longer a former one; aNew is kept instead.
    expect(dataOf(await t.run(a.viewer, UPDATE_USER_INFO, { slug: a.slug })).updateUserInfo.slug).toBe(a.slug);
    expect(await t.sql('select slug from user_slug_history where user_id = ?', [a.id])).toEqual([{ slug: aNew }]);
  });

  it('refuses a slug with no letters or numbers, or too long, and changes nothing', async () => {
    const m = await member();
    const before = await accountState(m.id);
    const symbols = await t.run(m.viewer, UPDATE_USER_INFO, { slug: '!!! ---' });
    expect(errorCodes(symbols)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(symbols)).toEqual({ slug: 'must contain letters or numbers' });
    expect(fieldErrors(await t.run(m.viewer, UPDATE_USER_INFO, { slug: 'a'.repeat(101) }))).toEqual({ slug: 'must be at most 100 characters' });
    expect(await accountState(m.id)).toEqual(before);
  });

  it('gives two members racing for one free slug one winner; the other gets CONFLICT', async () => {
    const a = await member();
    const b = await member();
    const slug = freshSlug();
    const results = await Promise.all([a, b].map((m) => t.run(m.viewer, UPDATE_USER_INFO, { slug })));
    expect(results.map((r) => (r.errors ? errorCodes(r)[0] : 'OK')).sort()).toEqual(['CONFLICT', 'OK']);
    expect(await t.count('app_user', 'slug = ?', [slug])).toBe(1);
  });

  it('lets a sign-up and a change to the same slug take turns: never both, never an internal error', async () => {
    const m = await member();
    const last = `Slugrace${uniqueSuffix().replace(/[^a-z]/gi, '')}`;
    const wanted = `grace-${last.toLowerCase()}`;
    const email = uniqueEmail();
    const [changed, signedUp] = await Promise.all([
      t.run(m.viewer, UPDATE_USER_INFO, { slug: wanted }),
      t.run(anonymousViewer, SIGN_IN, { firstName: 'Grace', lastName: last, email, password: PASSWORD, mutationType: 'SIGN_UP' }),
    ]);
    expect(dataOf(signedUp).signIn).toBeNull();
    const [created] = await t.sql<{ slug: string }>('select slug from app_user where email = ?', [email]);
    const signUpSlug = created!.slug;
    if (changed.errors) {
      expect(errorCodes(changed)).toEqual(['CONFLICT']);
      expect(signUpSlug).toBe(wanted);
    } else {
      expect([changed.data!.updateUserInfo.slug, signUpSlug]).toEqual([wanted, `${wanted}-2`]);
    }
  });
});

describe('updateUserInfo: e-mail', () => {
  it('keeps the address until the link sent to the new one is followed, then switches it', async () => {
    const m = await member();
    const newEmail = uniqueEmail();
    const asked = dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { email: ` ${newEmail.toUpperCase()} ` })).updateUserInfo;
    expect(asked).toMatchObject({ email: m.email, pendingEmail: newEmail });
    const [requested] = await t.outbox({ aggregateId: m.id, type: 'identity.email-change.requested' });
    expect(requested!.payload).toMatchObject({ userId: m.id, firstName: 'Lydia', currentEmail: m.email, newEmail });
    expect(String(requested!.payload['verifyUrl'])).toMatch(/^https:\/\/koinonia\.example\/verify-email\?token=/);
    // The old address still signs in; the new one does not yet.
    await logIn(t, m.email);
    expect(errorCodes(await t.run(anonymousViewer, SIGN_IN, { email: newEmail, password: PASSWORD, mutationType: 'LOGIN' }))).toEqual(['UNAUTHENTICATED']);

    const token = await changeLinkToken(t, m.id);
    const verified = dataOf(await t.run(anonymousViewer, VERIFY_EMAIL, { token })).verifyEmail;
    expect(verified).toEqual({ id: m.id, email: null, isEmailVerified: true, pendingEmail: null });
    expect(dataOf(await t.run(m.viewer, ACCOUNT_OF, { id: m.id })).user).toMatchObject({ email: newEmail, pendingEmail: null });
    const [changed] = await t.outbox({ aggregateId: m.id, type: 'identity.user.email-changed' });
    expect(changed!.payload).toEqual({ userId: m.id, previousEmail: m.email, email: newEmail });
    await logIn(t, newEmail);
    expect(errorCodes(await t.run(anonymousViewer, SIGN_IN, { email: m.email, password: PASSWORD, mutationType: 'LOGIN' }))).toEqual(['UNAUTHENTICATED']);
    // The link works once.
    expect(errorCodes(await t.run(anonymousViewer, VERIFY_EMAIL, { token }))).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses an address another account has, and changes nothing', async () => {
    const a = await member();
    const b = await member();
    const before = await accountState(b.id);
    const taken = await t.run(b.viewer, UPDATE_USER_INFO, { email: a.email.toUpperCase() });
    expect(errorCodes(taken)).toEqual(['CONFLICT']);
    expect(fieldErrors(taken)).toEqual({ email: 'is already registered' });
    expect(await accountState(b.id)).toEqual(before);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const m = await member();
    const wanted = uniqueEmail();
    dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { email: wanted }));
    const token = await changeLinkToken(t, m.id);
    await signUp(t, { email: wanted });
    const refused = await t.run(anonymousViewer, VERIFY_EMAIL, { token });
    expect(errorCodes(refused)).toEqual(['CONFLICT']);
    expect(await t.count('app_user', 'id = ? and email = ?', [m.id, m.email])).toBe(1);
    expect(await t.outbox({ aggregateId: m.id, type: 'identity.user.email-changed' })).toEqual([]);
  });

  it('refuses a malformed address and changes nothing', async () => {
    const m = await member();
    const before = await accountState(m.id);
    const refused = await t.run(m.viewer, UPDATE_USER_INFO, { email: 'lydia at thyatira' });
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(refused)).toEqual({ email: 'must be a valid email address' });
    expect(await accountState(m.id)).toEqual(before);
  });

  it('only lets the newest link work, and giving the current address again drops the change', async () => {
    const m = await member();
    dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { email: uniqueEmail() }));
    const first = await changeLinkToken(t, m.id);
    const second = uniqueEmail();
    dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { email: second }));
    expect(errorCodes(await t.run(anonymousViewer, VERIFY_EMAIL, { token: first }))).toEqual(['BAD_USER_INPUT']);
    const kept = dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { email: m.email })).updateUserInfo;
    expect(kept).toMatchObject({ email: m.email, pendingEmail: null });
    expect(await t.count('one_time_token', `user_id = ? and purpose = 'CHANGE_EMAIL' and used_at is null`, [m.id])).toBe(0);
  });

  it('changes slug and e-mail together', async () => {
    const m = await member();
    const slug = freshSlug();
    const newEmail = uniqueEmail();
    const changed = dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { slug, email: newEmail })).updateUserInfo;
    expect(changed).toMatchObject({ slug, email: m.email, pendingEmail: newEmail });
  });
});

describe('updateUserInfo: who and what', () => {
  it('refuses anonymous visitors', async () => {
    expect(errorCodes(await t.run(anonymousViewer, UPDATE_USER_INFO, { slug: freshSlug() }))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a call with neither an e-mail nor a slug', async () => {
    const m = await member();
    const before = await accountState(m.id);
    for (const args of [{}, { email: '  ', slug: '' }, { email: null, slug: null }]) {
      const refused = await t.run(m.viewer, UPDATE_USER_INFO, args);
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(refused.errors![0]!.message).toBe('Give a new e-mail address, a new slug or both');
    }
    expect(await accountState(m.id)).toEqual(before);
  });

  it("changes only the caller's own account, an admin's too; the pending address is shown to its owner and admins", async () => {
    const m = await member();
    const other = await member();
    const newEmail = uniqueEmail();
    dataOf(await t.run(m.viewer, UPDATE_USER_INFO, { email: newEmail }));
    expect(dataOf(await t.run(other.viewer, ACCOUNT_OF, { id: m.id })).user).toMatchObject({ email: null, pendingEmail: null });
    expect(dataOf(await t.run(admin.viewer, ACCOUNT_OF, { id: m.id })).user).toMatchObject({ email: m.email, pendingEmail: newEmail });
    const adminSlug = freshSlug();
    expect(dataOf(await t.run(admin.viewer, UPDATE_USER_INFO, { slug: adminSlug })).updateUserInfo).toMatchObject({ id: admin.id, slug: adminSlug });
    expect(await t.count('app_user', 'id = ? and slug = ?', [m.id, m.slug])).toBe(1);
  });
});
