import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, decodeSessionHandoff, SESSION_HANDOFF_HEADER, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { resolveSession } from '../sessions/sessions.queries.ts';
import { SIGN_IN, signUp, suspend } from './users.testing.ts';

// E-mail verification, password reset and change, and profile updates, through GraphQL.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig, { env: { WEB_URL: 'https://koinonia.example' } });
});
afterAll(async () => t?.stop());

const PASSWORD = 'Shepherd2026';

async function member(): Promise<{ id: string; email: string; viewer: Viewer; token: string }> {
  const { user, email, viewer, token } = await signUp(t, { firstName: 'Silas', lastName: 'Companion', password: PASSWORD });
  return { id: user.id, email, viewer, token };
}

/** The token in the newest link of a kind recorded for a user (what the e-mail carries). */
async function linkToken(userId: string, type: string): Promise<string> {
  const event = (await t.outbox({ aggregateId: userId, type })).at(-1);
  const url = new URL(String(event!.payload['verifyUrl'] ?? event!.payload['resetUrl']));
  expect(url.origin).toBe('https://koinonia.example');
  return url.searchParams.get('token')!;
}

const VERIFY = graphql(`mutation VerifyEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }`);
const SEND = graphql(`mutation SendEmailVerification($email: String) { sendEmailVerification(email: $email) }`);

describe('e-mail verification', () => {
  it('verifies with the link token once', async () => {
    const m = await member();
    const token = await linkToken(m.id, 'identity.email-verification.requested');
    expect(dataOf(await t.run(anonymousViewer, VERIFY, { token, password: PASSWORD }))).toEqual({ verifyEmail: { id: m.id, isEmailVerified: true } });
    const again = await t.run(anonymousViewer, VERIFY, { token, password: PASSWORD });
    expect(fieldErrors(again)).toEqual({ token: 'This verification link is invalid or has expired' });
    expect((await t.outbox({ aggregateId: m.id })).map((e) => e.type)).toContain('identity.user.email-verified');
  });

  it('refuses forged, empty and expired tokens', async () => {
    const m = await member();
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token: 'forged-token-forged-token-forged-token-1234' }))).toEqual({
      token: 'This verification link is invalid or has expired',
    });
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token: '  ' }))).toEqual({ token: 'required' });
    const token = await linkToken(m.id, 'identity.email-verification.requested');
    await t.sql(`update one_time_token set expires_at = now() - interval '1 second' where user_id = ?`, [m.id]);
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token, password: PASSWORD }))).toEqual({ token: 'This verification link is invalid or has expired' });
    expect(await t.count('app_user', 'id = ? and is_email_verified', [m.id])).toBe(0);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const m = await member();
    const token = await linkToken(m.id, 'identity.email-verification.requested');
    await t.sql('update app_user set email = ? where id = ?', [`moved-${m.email}`, m.id]);
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token }))).toEqual({
      token: 'This verification link is for an earlier e-mail address',
    });
    expect(await t.count('app_user', 'id = ? and is_email_verified', [m.id])).toBe(0);
  });

  it('resends a new link that replaces the old one', async () => {
    const m = await member();
    const first = await linkToken(m.id, 'identity.email-verification.requested');
    expect(dataOf(await t.run(m.viewer, SEND))).toEqual({ sendEmailVerification: true });
    const second = await linkToken(m.id, 'identity.email-verification.requested');
    expect(second).not.toBe(first);
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token: first, password: PASSWORD }))).toEqual({ token: 'This verification link is invalid or has expired' });
    expect(dataOf(await t.run(anonymousViewer, VERIFY, { token: second, password: PASSWORD }))).toMatchObject({ verifyEmail: { isEmailVerified: true } });
    expect(errorCodes(await t.run(m.viewer, SEND))).toEqual(['BAD_USER_INPUT']); // already verified
  });

  it('does not send to someone else’s address, and tells strangers nothing', async () => {
    const m = await member();
    const other = await member();
    expect(errorCodes(await t.run(m.viewer, SEND, { email: other.email }))).toEqual(['FORBIDDEN']);
    const before = await t.count('outbox_event');
    expect(dataOf(await t.run(anonymousViewer, SEND, { email: 'nobody@nowhere.example.org' }))).toEqual({ sendEmailVerification: true });
    expect(await t.count('outbox_event')).toBe(before);
    expect(fieldErrors(await t.run(anonymousViewer, SEND, { email: 'nope' }))).toEqual({ email: 'must be a valid email address' });
    expect(fieldErrors(await t.run(anonymousViewer, SEND, { email: ' ' }))).toEqual({ email: 'required' });
  });

  it('sends to an unverified account’s address when asked anonymously', async () => {
    const m = await member();
    const first = await linkToken(m.id, 'identity.email-verification.requested');
    expect(dataOf(await t.run(anonymousViewer, SEND, { email: m.email.toUpperCase() }))).toEqual({ sendEmailVerification: true });
    expect(await linkToken(m.id, 'identity.email-verification.requested')).not.toBe(first);
  });
});

const FORGOT = graphql(`mutation ForgotPassword($email: String!) { forgotPassword(email: $email) }`);
const UPDATE_PASSWORD = graphql(`mutation UpdatePassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }`);

describe('password reset and change', () => {
  const logIn = (email: string, password: string) => t.run(anonymousViewer, SIGN_IN, { email, password, mutationType: 'LOGIN' });

  it('resets with the e-mailed token, ends every session and starts a new one', async () => {
    const m = await member();
    expect(dataOf(await t.run(anonymousViewer, FORGOT, { email: m.email.toUpperCase() }))).toEqual({ forgotPassword: true });
    const token = await linkToken(m.id, 'identity.password-reset.requested');
    const result = await t.run(anonymousViewer, UPDATE_PASSWORD, { p: 'Renewed2027', token });
    expect(dataOf(result)).toEqual({ updateUserPassword: { id: m.id } });
    expect(decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER))?.kind).toBe('set');
    expect(await resolveSession(t.service.orm.em.fork(), m.token)).toBeNull();
    expect(errorCodes(await logIn(m.email, PASSWORD))).toEqual(['UNAUTHENTICATED']);
    expect(dataOf(await logIn(m.email, 'Renewed2027')).signIn!.id).toBe(m.id);
    expect(errorCodes(await t.run(anonymousViewer, UPDATE_PASSWORD, { p: 'Another2028', token }))).toEqual(['BAD_USER_INPUT']);
    // following the link proved the mailbox
    expect(await t.count('app_user', 'id = ? and is_email_verified', [m.id])).toBe(1);
    expect(await t.outbox({ aggregateId: m.id, type: 'identity.user.email-verified' })).toHaveLength(1);
  });

  it('answers the same for unknown addresses and records nothing', async () => {
    const before = await t.count('outbox_event');
    expect(dataOf(await t.run(anonymousViewer, FORGOT, { email: 'ghost@example.org' }))).toEqual({ forgotPassword: true });
    expect(await t.count('outbox_event')).toBe(before);
    expect(fieldErrors(await t.run(anonymousViewer, FORGOT, { email: '' }))).toEqual({ email: 'required' });
  });

  it('sends no reset link to a suspended account', async () => {
    const m = await member();
    await suspend(t, m.id);
    expect(dataOf(await t.run(anonymousViewer, FORGOT, { email: m.email }))).toEqual({ forgotPassword: true });
    expect(await t.outbox({ aggregateId: m.id, type: 'identity.password-reset.requested' })).toEqual([]);
  });

  it('changes the signed-in user’s password, with the password rule', async () => {
    const m = await member();
    expect(fieldErrors(await t.run(m.viewer, UPDATE_PASSWORD, { p: 'weak' }))).toEqual({
      newPassword: 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number',
    });
    expect(dataOf(await t.run(m.viewer, UPDATE_PASSWORD, { p: 'Changed2027' }))).toEqual({ updateUserPassword: { id: m.id } });
    expect(await resolveSession(t.service.orm.em.fork(), m.token)).toBeNull();
  });

  it('refuses anonymous changes without a token, and forged tokens', async () => {
    expect(errorCodes(await t.run(anonymousViewer, UPDATE_PASSWORD, { p: 'Changed2027' }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(anonymousViewer, UPDATE_PASSWORD, { p: 'Changed2027', token: 'made-up' }))).toEqual({
      token: 'This password reset link is invalid or has expired',
    });
  });
});

const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateUserProfileInput!) {
    updateUserProfile(input: $input) { id firstName lastName profile { about language } location { country city state zipcode } }
  }
`);

describe('updateUserProfile', () => {
  it('updates names, about, language and location', async () => {
    const m = await member();
    const input = {
      firstName: ' Silas ', lastName: 'Of Jerusalem', about: 'Travelling with Paul.', language: 'English',
      location: { country: 'United States', city: 'Philadelphia', state: 'PA', zipcode: '19104' },
    };
    expect(dataOf(await t.run(m.viewer, UPDATE_PROFILE, { input }))).toEqual({
      updateUserProfile: {
        id: m.id, firstName: 'Silas', lastName: 'Of Jerusalem',
        profile: { about: 'Travelling with Paul.', language: 'English' },
        location: { country: 'United States', city: 'Philadelphia', state: 'PA', zipcode: '19104' },
      },
    });
    const cleared = await t.run(m.viewer, UPDATE_PROFILE, {
      input: { firstName: 'Silas', lastName: 'Of Jerusalem', location: { city: '' } },
    });
    expect(dataOf(cleared).updateUserProfile.location?.city).toBeNull();
    // Other services show names and locations (the feed's location scopes): each edit is published whole.
    // Version 2 carries the profile id; the first is the sign-up's (members are known from the start).
    const events = await t.outbox({ aggregateId: m.id, type: 'identity.user.profile-changed' });
    const [profile] = await t.sql<{ id: string }>('select id from profile where user_id = ?', [m.id]);
    const slug = expect.stringMatching(/^silas-companion/) as unknown as string;
    expect(events.map((event) => event.payload)).toEqual([
      { userId: m.id, profileId: profile?.id, slug, firstName: 'Silas', lastName: 'Companion', location: null },
      { userId: m.id, profileId: profile?.id, slug, firstName: 'Silas', lastName: 'Of Jerusalem', location: { country: 'United States', state: 'PA', city: 'Philadelphia', zipcode: '19104' } },
      { userId: m.id, profileId: profile?.id, slug, firstName: 'Silas', lastName: 'Of Jerusalem', location: { country: null, state: null, city: null, zipcode: null } },
    ]);
  });

  it('validates with the spec messages and changes nothing', async () => {
    const m = await member();
    const result = await t.run(m.viewer, UPDATE_PROFILE, { input: { firstName: '', lastName: 'X', location: { zipcode: '123456' } } });
    expect(fieldErrors(result)).toEqual({ firstName: 'required', 'location.zipcode': 'must contain at most 5 numbers' });
    const [row] = await t.sql<{ first_name: string }>('select first_name from app_user where id = ?', [m.id]);
    expect(row!.first_name).toBe('Silas');
  });

  it('refuses an anonymous caller before reading the input, and changes nothing', async () => {
    const before = { users: await t.count('app_user'), locations: await t.count('location'), events: (await t.outbox()).length };
    for (const input of [{ firstName: 'A', lastName: 'B' }, { firstName: '', lastName: 'X', location: { zipcode: '123456' } }]) {
      const result = await t.run(anonymousViewer, UPDATE_PROFILE, { input });
      expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
      expect(fieldErrors(result)).toEqual({});
    }
    expect({ users: await t.count('app_user'), locations: await t.count('location'), events: (await t.outbox()).length }).toEqual(before);
  });

  it('only ever changes the viewer’s own profile', async () => {
    const a = await member();
    const b = await member();
    await t.run(a.viewer, UPDATE_PROFILE, { input: { firstName: 'Changed', lastName: 'ByA' } });
    const [row] = await t.sql<{ first_name: string }>('select first_name from app_user where id = ?', [b.id]);
    expect(row!.first_name).toBe('Silas');
  });
});
