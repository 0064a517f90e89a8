import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, decodeSessionHandoff, SESSION_HANDOFF_HEADER, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { resolveSession } from '../sessions/sessions.service.ts';

// E-mail verification, password reset and change, and profile updates, through GraphQL.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig, { env: { WEB_URL: 'https://koinonia.example' } });
});
afterAll(async () => t?.stop());

let n = 0;
const PASSWORD = 'Shepherd2026';

async function member(): Promise<{ id: string; email: string; viewer: Viewer; token: string }> {
  const email = `elder${Date.now()}${(n += 1)}@church.example.org`;
  const result = await t.run<{ signIn: { id: string } }>(
    anonymousViewer,
    'mutation($email: String!) { signIn(firstName: "Silas", lastName: "Companion", email: $email, password: "Shepherd2026", mutationType: SIGN_UP) { id } }',
    { email },
  );
  const handoff = decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER));
  if (handoff?.kind !== 'set') throw new Error('no session');
  const viewer = (await resolveSession(t.service.orm.em.fork(), handoff.token))!;
  return { id: dataOf(result).signIn.id, email, viewer, token: handoff.token };
}

/** The token in the newest link of a kind recorded for a user (what the e-mail carries). */
async function linkToken(userId: string, type: string): Promise<string> {
  const [event] = await t.sql<{ payload: Record<string, string> }>(
    'select payload from outbox_event where aggregate_id = ? and type = ? order by position desc limit 1',
    [userId, type],
  );
  const url = new URL(event!.payload['verifyUrl'] ?? event!.payload['resetUrl']!);
  expect(url.origin).toBe('https://koinonia.example');
  return url.searchParams.get('token')!;
}

const VERIFY = 'mutation($token: String!) { verifyEmail(token: $token) { id isEmailVerified } }';
const SEND = 'mutation($email: String) { sendEmailVerification(email: $email) }';

describe('e-mail verification', () => {
  it('verifies with the link token once', async () => {
    const m = await member();
    const token = await linkToken(m.id, 'identity.email-verification.requested');
    expect(dataOf(await t.run(anonymousViewer, VERIFY, { token }))).toEqual({ verifyEmail: { id: m.id, isEmailVerified: true } });
    const again = await t.run(anonymousViewer, VERIFY, { token });
    expect(fieldErrors(again)).toEqual({ token: 'This verification link is invalid or has expired' });
    const events = await t.sql<{ type: string }>('select type from outbox_event where aggregate_id = ? order by position', [m.id]);
    expect(events.map((e) => e.type)).toContain('identity.user.email-verified');
  });

  it('refuses forged, empty and expired tokens', async () => {
    const m = await member();
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token: 'forged-token-forged-token-forged-token-1234' }))).toEqual({
      token: 'This verification link is invalid or has expired',
    });
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token: '  ' }))).toEqual({ token: 'required' });
    const token = await linkToken(m.id, 'identity.email-verification.requested');
    await t.sql(`update one_time_token set expires_at = now() - interval '1 second' where user_id = ?`, [m.id]);
    expect(errorCodes(await t.run(anonymousViewer, VERIFY, { token }))).toEqual(['BAD_USER_INPUT']);
    const [row] = await t.sql<{ is_email_verified: boolean }>('select is_email_verified from app_user where id = ?', [m.id]);
    expect(row!.is_email_verified).toBe(false);
  });

  it('resends a new link that replaces the old one', async () => {
    const m = await member();
    const first = await linkToken(m.id, 'identity.email-verification.requested');
    expect(dataOf(await t.run(m.viewer, SEND))).toEqual({ sendEmailVerification: true });
    const second = await linkToken(m.id, 'identity.email-verification.requested');
    expect(second).not.toBe(first);
    expect(errorCodes(await t.run(anonymousViewer, VERIFY, { token: first }))).toEqual(['BAD_USER_INPUT']);
    expect(dataOf(await t.run(anonymousViewer, VERIFY, { token: second }))).toMatchObject({ verifyEmail: { isEmailVerified: true } });
    expect(errorCodes(await t.run(m.viewer, SEND))).toEqual(['BAD_USER_INPUT']); // already verified
  });

  it('does not send to someone else’s address, and tells strangers nothing', async () => {
    const m = await member();
    const other = await member();
    expect(errorCodes(await t.run(m.viewer, SEND, { email: other.email }))).toEqual(['FORBIDDEN']);
    const before = await t.sql('select 1 from outbox_event');
    expect(dataOf(await t.run(anonymousViewer, SEND, { email: 'nobody@nowhere.example.org' }))).toEqual({ sendEmailVerification: true });
    expect(await t.sql('select 1 from outbox_event')).toHaveLength(before.length);
    expect(fieldErrors(await t.run(anonymousViewer, SEND, { email: 'nope' }))).toEqual({ email: 'must be a valid email address' });
  });
});

const FORGOT = 'mutation($email: String!) { forgotPassword(email: $email) }';
const UPDATE_PASSWORD = 'mutation($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }';
const LOGIN = 'mutation($email: String!, $p: String!) { signIn(email: $email, password: $p, mutationType: LOGIN) { id } }';

describe('password reset and change', () => {
  it('resets with the e-mailed token, ends every session and starts a new one', async () => {
    const m = await member();
    expect(dataOf(await t.run(anonymousViewer, FORGOT, { email: m.email.toUpperCase() }))).toEqual({ forgotPassword: true });
    const token = await linkToken(m.id, 'identity.password-reset.requested');
    const result = await t.run(anonymousViewer, UPDATE_PASSWORD, { p: 'Renewed2027', token });
    expect(dataOf(result)).toEqual({ updateUserPassword: { id: m.id } });
    expect(decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER))?.kind).toBe('set');
    expect(await resolveSession(t.service.orm.em.fork(), m.token)).toBeNull();
    expect(errorCodes(await t.run(anonymousViewer, LOGIN, { email: m.email, p: PASSWORD }))).toEqual(['UNAUTHENTICATED']);
    expect(dataOf(await t.run(anonymousViewer, LOGIN, { email: m.email, p: 'Renewed2027' }))).toEqual({ signIn: { id: m.id } });
    expect(errorCodes(await t.run(anonymousViewer, UPDATE_PASSWORD, { p: 'Another2028', token }))).toEqual(['BAD_USER_INPUT']);
  });

  it('answers the same for unknown addresses and records nothing', async () => {
    const before = await t.sql('select 1 from outbox_event');
    expect(dataOf(await t.run(anonymousViewer, FORGOT, { email: 'ghost@example.org' }))).toEqual({ forgotPassword: true });
    expect(await t.sql('select 1 from outbox_event')).toHaveLength(before.length);
    expect(fieldErrors(await t.run(anonymousViewer, FORGOT, { email: '' }))).toEqual({ email: 'required' });
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

const PROFILE = `mutation($input: UpdateUserProfileInput!) {
  updateUserProfile(input: $input) { id firstName lastName profile { about language } location { country city state zipcode } }
}`;

describe('updateUserProfile', () => {
  it('updates names, about, language and location', async () => {
    const m = await member();
    const input = {
      firstName: ' Silas ', lastName: 'Of Jerusalem', about: 'Travelling with Paul.', language: 'English',
      location: { country: 'United States', city: 'Philadelphia', state: 'PA', zipcode: '19104' },
    };
    expect(dataOf(await t.run(m.viewer, PROFILE, { input }))).toEqual({
      updateUserProfile: {
        id: m.id, firstName: 'Silas', lastName: 'Of Jerusalem',
        profile: { about: 'Travelling with Paul.', language: 'English' },
        location: { country: 'United States', city: 'Philadelphia', state: 'PA', zipcode: '19104' },
      },
    });
    const cleared = await t.run<{ updateUserProfile: { location: { city: string | null } } }>(m.viewer, PROFILE, {
      input: { firstName: 'Silas', lastName: 'Of Jerusalem', location: { city: '' } },
    });
    expect(dataOf(cleared).updateUserProfile.location.city).toBeNull();
  });

  it('validates with the spec messages and changes nothing', async () => {
    const m = await member();
    const result = await t.run(m.viewer, PROFILE, { input: { firstName: '', lastName: 'X', location: { zipcode: '123456' } } });
    expect(fieldErrors(result)).toEqual({ firstName: 'required', 'location.zipcode': 'must contain at most 5 numbers' });
    const [row] = await t.sql<{ first_name: string }>('select first_name from app_user where id = ?', [m.id]);
    expect(row!.first_name).toBe('Silas');
  });

  it('needs a signed-in user, and only ever changes the viewer’s own profile', async () => {
    expect(errorCodes(await t.run(anonymousViewer, PROFILE, { input: { firstName: 'A', lastName: 'B' } }))).toEqual(['UNAUTHENTICATED']);
    const a = await member();
    const b = await member();
    await t.run(a.viewer, PROFILE, { input: { firstName: 'Changed', lastName: 'ByA' } });
    const [row] = await t.sql<{ first_name: string }>('select first_name from app_user where id = ?', [b.id]);
    expect(row!.first_name).toBe('Silas');
  });
});
