import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, decodeSessionHandoff, SESSION_HANDOFF_HEADER, userReference } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { SignInMutationVariables } from '../__generated__/documents/graphql.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { resolveSession } from '../sessions/sessions.queries.ts';
import { PASSWORD, SIGN_IN, sessionOf, signUp, suspend, uniqueEmail } from './users.testing.ts';

const VERIFY_EMAIL = graphql(`mutation VerifyEmailAndSignIn($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }`);

// Real PostgreSQL, real migrations, real argon2; the subgraph is called as the gateway would call it.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

describe('signIn SIGN_UP', () => {
  it('creates the account and its profile, starts no session, and records the sign-up events in the outbox', async () => {
    const email = uniqueEmail();
    const answer = await t.run(anonymousViewer, SIGN_IN, {
      firstName: 'Lydia', lastName: 'Purple', email: `  ${email.toUpperCase()} `, password: PASSWORD, isSubscribed: true, mutationType: 'SIGN_UP',
    });
    expect(dataOf(answer).signIn).toBeNull();
    expect(answer.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);

    const { user, viewer } = await signUp(t, { email: uniqueEmail(), isSubscribed: true });
    expect(user).toMatchObject({ isEmailVerified: false, isSendNewsletters: true, status: 'ACTIVE' });
    expect(user.slug).toMatch(/^lydia-purple(-\d+)?$/);
    expect(viewer.userId).toBe(user.id);

    const [created] = await t.sql<{ id: string; password_hash: string }>('select id, password_hash from app_user where email = ?', [email]);
    expect(created!.password_hash).toMatch(/^\$argon2id\$/);
    const events = await t.outbox({ aggregateId: created!.id });
    expect(events.map((e) => e.type)).toEqual(['identity.user.signed-up', 'identity.user.profile-changed', 'identity.email-verification.requested']);
    expect(events[2]!.payload['verifyUrl']).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}$/);
  });

  it('gives people with the same name distinct slugs', async () => {
    const a = await signUp(t, { firstName: 'Priscilla', lastName: 'Tentmaker' });
    const b = await signUp(t, { firstName: 'Priscilla', lastName: 'Tentmaker' });
    expect(a.user.slug).not.toBe(b.user.slug);
    expect(b.user.slug).toMatch(/^priscilla-tentmaker(-\d+)?$/);
  });

  it('gives people signing up with the same name at the same moment distinct slugs', async () => {
    const stamp = Date.now();
    const signUps = await Promise.all([1, 2, 3, 4].map(() => signUp(t, { firstName: 'Aquila', lastName: `Pontus ${stamp}` })));
    const base = `aquila-pontus-${stamp}`;
    expect(signUps.map((s) => s.user.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`]);
  });

  const weakPassword = 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number';
  it.each<[Partial<SignInMutationVariables>, Record<string, string>]>([
    [{ firstName: '  ' }, { firstName: 'required' }],
    [{ lastName: null }, { lastName: 'required' }],
    [{ email: 'not-an-email' }, { email: 'must be a valid email address' }],
    [{ email: 'two words@x.org' }, { email: 'must be a valid email address' }],
    [{ password: 'short1A' }, { password: weakPassword }],
    [{ password: 'nouppercase1' }, { password: weakPassword }],
    [{ password: 'NoDigitsAtAll' }, { password: weakPassword }],
  ])('refuses %p with the spec message and stores nothing', async (override, fields) => {
    const email = uniqueEmail();
    const result = await t.run(anonymousViewer, SIGN_IN, {
      firstName: 'Lydia', lastName: 'Purple', email, password: PASSWORD, mutationType: 'SIGN_UP', ...override,
    });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(result.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);
    expect(await t.count('app_user', 'email = ?', [email])).toBe(0);
  });

  it('answers a known address exactly like a new one, changes nothing, and e-mails its owner instead', async () => {
    const { email, user } = await signUp(t);
    const before = await t.count('app_user');
    const fresh = await t.run(anonymousViewer, SIGN_IN, {
      firstName: 'New', lastName: 'Person', email: uniqueEmail(), password: PASSWORD, mutationType: 'SIGN_UP',
    });
    const known = await t.run(anonymousViewer, SIGN_IN, {
      firstName: 'Other', lastName: 'Person', email: email.toUpperCase(), password: 'Different2026', mutationType: 'SIGN_UP',
    });
    expect([known.data, known.errors]).toEqual([fresh.data, fresh.errors]);
    expect(known.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);
    expect(await t.count('app_user')).toBe(before + 1);
    const [owner] = await t.sql<{ first_name: string }>('select first_name from app_user where id = ?', [user.id]);
    expect(owner!.first_name).toBe('Lydia');
    const repeated = (await t.outbox({ aggregateId: user.id })).filter((e) => e.type === 'identity.sign-up.repeated');
    expect(repeated).toHaveLength(1);
    expect(repeated[0]!.payload).toMatchObject({ email, signInUrl: 'http://localhost:3000/sign-in' });
    expect(repeated[0]!.payload['resetUrl']).toMatch(/\/reset-password\?token=/);
  });

  it('creates one account for two simultaneous sign-ups with one e-mail, and answers both the same', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      ['Mary', 'Martha'].map((firstName) =>
        t.run(anonymousViewer, SIGN_IN, { firstName, lastName: 'Bethany', email, password: PASSWORD, mutationType: 'SIGN_UP' }),
      ),
    );
    expect(results.map((r) => dataOf(r).signIn)).toEqual([null, null]);
    expect(await t.count('app_user', 'email = ?', [email])).toBe(1);
    const [account] = await t.sql<{ id: string }>('select id from app_user where email = ?', [email]);
    const types = (await t.outbox({ aggregateId: account!.id })).map((e) => e.type);
    expect(types.filter((type) => type === 'identity.sign-up.repeated')).toHaveLength(1);
  });

  it('signs in the new member who follows the verification link', async () => {
    const email = uniqueEmail();
    await t.run(anonymousViewer, SIGN_IN, { firstName: 'Dorcas', lastName: 'Joppa', email, password: PASSWORD, mutationType: 'SIGN_UP' });
    const [account] = await t.sql<{ id: string }>('select id from app_user where email = ?', [email]);
    const [requested] = (await t.outbox({ aggregateId: account!.id })).filter((e) => e.type === 'identity.email-verification.requested');
    const token = new URL(String(requested!.payload['verifyUrl'])).searchParams.get('token')!;
    const result = await t.run(anonymousViewer, VERIFY_EMAIL, { token, password: PASSWORD });
    expect(dataOf(result).verifyEmail).toMatchObject({ id: account!.id, isEmailVerified: true });
    expect((await sessionOf(t, result)).viewer.userId).toBe(account!.id);
  });
});

describe('signIn LOGIN and logout', () => {
  const LOGOUT = graphql(`mutation LogOut { logout }`);

  it('logs in with the right password and starts a new session each time', async () => {
    const { user, email, viewer: first } = await signUp(t);
    const result = await t.run(first, SIGN_IN, { email, password: PASSWORD, mutationType: 'LOGIN' });
    expect(dataOf(result).signIn!.id).toBe(user.id);
    const second = await sessionOf(t, result);
    expect(second.viewer.sessionId).not.toBe(first.sessionId);
    // the session the request came with is revoked: a log-in always gets a new session id
    const [old] = await t.sql<{ revoked_at: Date | null }>('select revoked_at from session where id = ?', [first.sessionId]);
    expect(old!.revoked_at).not.toBeNull();
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const { email } = await signUp(t);
    const wrong = await t.run(anonymousViewer, SIGN_IN, { email, password: 'Wrong2026x', mutationType: 'LOGIN' });
    const unknown = await t.run(anonymousViewer, SIGN_IN, { email: uniqueEmail(), password: PASSWORD, mutationType: 'LOGIN' });
    expect(errorCodes(wrong)).toEqual(['UNAUTHENTICATED']);
    expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(wrong.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);
  });

  it('refuses a suspended account, even with the right password', async () => {
    const { user, email } = await signUp(t);
    await suspend(t, user.id);
    const result = await t.run(anonymousViewer, SIGN_IN, { email, password: PASSWORD, mutationType: 'LOGIN' });
    expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    expect(result.errors?.[0]?.message).toBe('This account is suspended. Please contact support for more information.');
    expect(result.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);
  });

  it('requires e-mail and password', async () => {
    const result = await t.run(anonymousViewer, SIGN_IN, { email: ' ', password: '', mutationType: 'LOGIN' });
    expect(fieldErrors(result)).toEqual({ email: 'required', password: 'required' });
  });

  it('refuses other mutation types', async () => {
    const result = await t.run(anonymousViewer, SIGN_IN, { email: uniqueEmail(), password: PASSWORD, mutationType: 'DELETE' });
    expect(fieldErrors(result)).toEqual({ mutationType: 'must be SIGN_UP or LOGIN' });
  });

  it('logout revokes the session and clears the cookie', async () => {
    const { viewer, token } = await signUp(t);
    const result = await t.run(viewer, LOGOUT);
    expect(dataOf(result).logout).toBe(true);
    expect(decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER))).toEqual({ kind: 'clear' });
    expect(await resolveSession(t.service.orm.em.fork(), token)).toBeNull();
  });
});

describe('me, userProfile and user', () => {
  const ME = graphql(`query Me { me { id } }`);
  const USER_PROFILE = graphql(`query UserProfile($slug: String!) { userProfile(slug: $slug) { id firstName email } }`);
  const USER = graphql(`query User($id: ID, $slug: String, $profileId: ID) { user(id: $id, slug: $slug, profileId: $profileId) { id profile { id } } }`);

  it('me is the signed-in user, null when anonymous', async () => {
    const { user, viewer } = await signUp(t);
    expect(dataOf(await t.run(viewer, ME)).me?.id).toBe(user.id);
    expect(dataOf(await t.run(anonymousViewer, ME))).toEqual({ me: null });
  });

  it('a public profile shows the e-mail only to its owner', async () => {
    const { user, email, viewer } = await signUp(t);
    const other = await signUp(t);
    expect(dataOf(await t.run(viewer, USER_PROFILE, { slug: user.slug }))).toEqual({
      userProfile: { id: user.id, firstName: 'Lydia', email },
    });
    expect(dataOf(await t.run(other.viewer, USER_PROFILE, { slug: user.slug }))).toEqual({
      userProfile: { id: user.id, firstName: 'Lydia', email: null },
    });
    expect(dataOf(await t.run(anonymousViewer, USER_PROFILE, { slug: 'nobody-here' }))).toEqual({ userProfile: null });
  });

  it('user takes exactly one of id, slug or profileId', async () => {
    const { user } = await signUp(t);
    const byId = dataOf(await t.run(anonymousViewer, USER, { id: user.id })).user;
    expect(byId?.id).toBe(user.id);
    const profileId = byId!.profile.id;
    expect(dataOf(await t.run(anonymousViewer, USER, { profileId })).user?.id).toBe(user.id);
    expect(dataOf(await t.run(anonymousViewer, USER, { slug: user.slug })).user?.id).toBe(user.id);
    expect(errorCodes(await t.run(anonymousViewer, USER, {}))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(anonymousViewer, USER, { id: user.id, slug: user.slug }))).toEqual(['BAD_USER_INPUT']);
  });

  it('user answers null for an unknown or malformed id or profile id', async () => {
    for (const args of [{ id: 'not-a-uuid' }, { profileId: 'not-a-uuid' }, { id: '00000000-0000-4000-8000-000000000000' }]) {
      expect(dataOf(await t.run(anonymousViewer, USER, args))).toEqual({ user: null });
    }
  });

  it('resolves User and Profile references for other subgraphs, null for unknown ones', async () => {
    const { user } = await signUp(t);
    const REFERENCES = graphql(`query References($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName } ... on Profile { id } } }`);
    const result = await t.run(anonymousViewer, REFERENCES, {
      r: [userReference(user.id), { __typename: 'Profile', id: user.profile.id }, userReference('not-a-uuid')],
    });
    expect(dataOf(result)._entities).toEqual([{ id: user.id, firstName: 'Lydia' }, { id: user.profile.id }, null]);
  });
});
