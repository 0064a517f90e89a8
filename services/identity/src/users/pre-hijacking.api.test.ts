import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { UPDATE_USER_INFO, changeLinkToken } from '../account/account.testing.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { resolveSession } from '../sessions/sessions.queries.ts';
import { SIGN_IN, sessionOf, signUp, uniqueEmail } from './users.testing.ts';

// Account pre-hijacking: someone signs up with an address they do not own, choosing the password,
// and waits for the owner to follow the verification link. Through GraphQL, as the attacker, the
// owner and a third member.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const ATTACKERS = 'Intruder2026';
const OWNERS = 'Rightful2027';

const VERIFY = graphql(`
  mutation VerifyOwnEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id email isEmailVerified } }
`);
const ME = graphql(`query WhoAmI { me { id } }`);

const logIn = (email: string, password: string) => t.run(anonymousViewer, SIGN_IN, { email, password, mutationType: 'LOGIN' });
const live = async (token: string): Promise<Viewer | null> => resolveSession(t.service.orm.em.fork(), token);

async function verificationToken(userId: string): Promise<string> {
  const event = (await t.outbox({ aggregateId: userId, type: 'identity.email-verification.requested' })).at(-1);
  return new URL(String(event!.payload['verifyUrl'])).searchParams.get('token')!;
}

/** The attacker signs up with the victim's address and signs in with the password they chose. */
async function preHijacked() {
  const attacker = await signUp(t, { email: uniqueEmail(), password: ATTACKERS, firstName: 'Mallory' });
  return { ...attacker, link: await verificationToken(attacker.user.id) };
}

describe('verifyEmail after someone else signed up with the address', () => {
  it('asks for a password without spending the link', async () => {
    const { link, user } = await preHijacked();
    const asked = await t.run(anonymousViewer, VERIFY, { token: link });
    expect(fieldErrors(asked)).toEqual({ password: 'required' });
    expect(asked.errors?.[0]?.message).toBe('Enter the password you chose when you signed up, or a new one');
    expect(await t.count('app_user', 'id = ? and is_email_verified', [user.id])).toBe(0);
    expect(await t.count('one_time_token', 'user_id = ? and used_at is null', [user.id])).toBe(1);
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token: link, password: 'weak' }))).toEqual({
      password: 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number',
    });
  });

  it('ends the attacker\'s sessions and password: the owner\'s new password and session are the only way in', async () => {
    const { link, user, email, token: attackersSession } = await preHijacked();
    const attackersSecond = await sessionOf(t, await logIn(email, ATTACKERS));

    const verified = await t.run(anonymousViewer, VERIFY, { token: link, password: OWNERS });
    expect(dataOf(verified).verifyEmail).toEqual({ id: user.id, email, isEmailVerified: true });
    const owner = await sessionOf(t, verified);
    expect(owner.viewer.userId).toBe(user.id);
    expect(dataOf(await t.run(owner.viewer, ME, {})).me).toEqual({ id: user.id });

    expect(await live(attackersSession)).toBeNull();
    expect(await live(attackersSecond.token)).toBeNull();
    expect(errorCodes(await logIn(email, ATTACKERS))).toEqual(['UNAUTHENTICATED']);
    expect(dataOf(await logIn(email, OWNERS)).signIn!.id).toBe(user.id);
  });

  it('lets the person who signed up confirm the password they chose', async () => {
    const { link, user, email } = await preHijacked();
    expect(dataOf(await t.run(anonymousViewer, VERIFY, { token: link, password: ATTACKERS })).verifyEmail.isEmailVerified).toBe(true);
    expect(dataOf(await logIn(email, ATTACKERS)).signIn!.id).toBe(user.id);
  });

  it('retires an e-mail change the attacker asked for before the owner verified', async () => {
    const { link, user, viewer: attacker } = await preHijacked();
    const elsewhere = uniqueEmail();
    expect(dataOf(await t.run(attacker, UPDATE_USER_INFO, { email: elsewhere })).updateUserInfo.pendingEmail).toBe(elsewhere);
    const change = await changeLinkToken(t, user.id);
    dataOf(await t.run(anonymousViewer, VERIFY, { token: link, password: OWNERS }));
    expect(fieldErrors(await t.run(anonymousViewer, VERIFY, { token: change }))).toEqual({ token: 'This verification link is invalid or has expired' });
    expect(await t.count('app_user', 'id = ? and email <> ?', [user.id, elsewhere])).toBe(1);
  });

  it('does the same when the owner takes the account back with a reset link instead', async () => {
    const { user, email, viewer: attacker, token: attackersSession } = await preHijacked();
    dataOf(await t.run(attacker, UPDATE_USER_INFO, { email: uniqueEmail() }));
    const change = await changeLinkToken(t, user.id);
    const FORGOT = graphql(`mutation ForgotOwnPassword($email: String!) { forgotPassword(email: $email) }`);
    const RESET = graphql(`mutation ResetOwnPassword($p: String!, $token: String) { updateUserPassword(newPassword: $p, token: $token) { id } }`);
    dataOf(await t.run(anonymousViewer, FORGOT, { email }));
    const reset = (await t.outbox({ aggregateId: user.id, type: 'identity.password-reset.requested' })).at(-1)!;
    const resetToken = new URL(String(reset.payload['resetUrl'])).searchParams.get('token')!;
    dataOf(await t.run(anonymousViewer, RESET, { p: OWNERS, token: resetToken }));
    expect(await live(attackersSession)).toBeNull();
    expect(errorCodes(await t.run(anonymousViewer, VERIFY, { token: change }))).toEqual(['BAD_USER_INPUT']);
  });

  it('verifies for a browser signed in as someone else without touching its session', async () => {
    const { link, user } = await preHijacked();
    const other = await signUp(t);
    const result = await t.run(other.viewer, VERIFY, { token: link, password: OWNERS });
    expect(dataOf(result).verifyEmail).toMatchObject({ id: user.id, isEmailVerified: true });
    expect(result.responseHeaders.size).toBe(0);
    expect((await live(other.token))?.userId).toBe(other.user.id);
  });

  it('starts a new session for the account\'s own browser, whose old one ends with the rest', async () => {
    const { link, user, viewer, token } = await preHijacked();
    const own = await sessionOf(t, await t.run(viewer, VERIFY, { token: link, password: OWNERS }));
    expect(own.viewer.userId).toBe(user.id);
    expect(own.token).not.toBe(token);
    expect(await live(token)).toBeNull();
  });
});
