import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, SESSION_HANDOFF_HEADER, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { CONNECT } from '../connections/connections.testing.ts';
import { PASSWORD, signUp, uniqueEmail } from '../users/users.testing.ts';

// signIn(..., groupSlug): the invitation e-mail's link signs the person up or in, and identity tells
// community, in the same transaction, that they arrived through that group's invitation.
// signIn(..., inviteSlug): a member's own invitation link; the person asks that member to connect.
const SIGN_IN_FROM_INVITATION = graphql(`
  mutation SignInFromInvitation($email: String!, $password: String!, $mutationType: MutationType!, $firstName: String, $lastName: String,
    $groupSlug: String, $inviteSlug: String) {
    signIn(email: $email, password: $password, mutationType: $mutationType, firstName: $firstName, lastName: $lastName,
      groupSlug: $groupSlug, inviteSlug: $inviteSlug) { id }
  }
`);
const VERIFY_EMAIL = graphql(`mutation VerifyInvitedEmail($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }`);
const REQUESTS = graphql(`
  query InviterRequests { connections(status: PENDING) { results { connectorId connectedId status } } }
`);

let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const ARRIVED = 'identity.user.arrived-by-group-invitation';
const arrivalsOf = async (userId: string) => (await t.outbox({ aggregateId: userId })).filter((e) => e.type === ARRIVED).map((e) => e.payload);
const accountOf = async (email: string) => (await t.sql<{ id: string }>('select id from app_user where email = ?', [email]))[0]?.id;
const signUpFrom = (email: string, groupSlug: string | null) =>
  t.run(anonymousViewer, SIGN_IN_FROM_INVITATION, { firstName: 'Lois', lastName: 'Lystra', email, password: PASSWORD, mutationType: 'SIGN_UP', groupSlug });
const logInFrom = (email: string, groupSlug: string | null) =>
  t.run(anonymousViewer, SIGN_IN_FROM_INVITATION, { email, password: PASSWORD, mutationType: 'LOGIN', groupSlug });

describe('signIn SIGN_UP with groupSlug', () => {
  it('records the new account arriving unverified, with the sign-up, and still answers null with no session', async () => {
    const email = uniqueEmail();
    const answer = await signUpFrom(email, '  youth-pastors  ');
    expect(dataOf(answer).signIn).toBeNull();
    expect(answer.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);
    const userId = (await accountOf(email))!;
    const events = await t.outbox({ aggregateId: userId });
    expect(events.map((e) => e.type)).toContain('identity.user.signed-up');
    expect(await arrivalsOf(userId)).toEqual([{ userId, email, groupSlug: 'youth-pastors', isEmailVerified: false }]);
  });

  it('answers a known address exactly like a new one and records no arrival for it', async () => {
    const { email, user } = await signUp(t);
    const fresh = await signUpFrom(uniqueEmail(), 'youth-pastors');
    const known = await signUpFrom(email, 'youth-pastors');
    expect([known.data, known.errors]).toEqual([fresh.data, fresh.errors]);
    expect(await arrivalsOf(user.id)).toEqual([]);
  });

  it('records nothing without a slug, and refuses an overlong one with nothing stored', async () => {
    const plain = uniqueEmail();
    dataOf(await signUpFrom(plain, '   '));
    expect(await arrivalsOf((await accountOf(plain))!)).toEqual([]);
    const email = uniqueEmail();
    const refused = await signUpFrom(email, 'g'.repeat(201));
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(refused)).toEqual({ groupSlug: 'must be at most 200 characters' });
    expect(await accountOf(email)).toBeUndefined();
  });
});

describe('signIn LOGIN with groupSlug', () => {
  it('records the arrival with whether the address is verified yet', async () => {
    const email = uniqueEmail();
    dataOf(await signUpFrom(email, null));
    const userId = (await accountOf(email))!;
    expect(dataOf(await logInFrom(email, 'church-plant')).signIn).toEqual({ id: userId });

    const [requested] = (await t.outbox({ aggregateId: userId })).filter((e) => e.type === 'identity.email-verification.requested');
    const token = new URL(String(requested!.payload['verifyUrl'])).searchParams.get('token')!;
    expect(dataOf(await t.run(anonymousViewer, VERIFY_EMAIL, { token, password: PASSWORD })).verifyEmail.isEmailVerified).toBe(true);
    dataOf(await logInFrom(email, 'church-plant'));
    expect(await arrivalsOf(userId)).toEqual([
      { userId, email, groupSlug: 'church-plant', isEmailVerified: false },
      { userId, email, groupSlug: 'church-plant', isEmailVerified: true },
    ]);
  });

  it('records nothing for a wrong password', async () => {
    const { email, user } = await signUp(t);
    const wrong = await t.run(anonymousViewer, SIGN_IN_FROM_INVITATION, { email, password: 'Wrong2026x', mutationType: 'LOGIN', groupSlug: 'church-plant' });
    expect(errorCodes(wrong)).toEqual(['UNAUTHENTICATED']);
    expect(await arrivalsOf(user.id)).toEqual([]);
  });
});

describe('signIn with inviteSlug', () => {
  const requestsTo = async (inviter: { viewer: Viewer }) =>
    dataOf(await t.run(inviter.viewer, REQUESTS)).connections.results;
  const requested = async (userId: string) => (await t.outbox({ type: 'identity.connection.requested' })).filter((e) => e.payload['connectorId'] === userId);

  it('has the new member ask the inviter to connect, pending until the inviter answers', async () => {
    const inviter = await signUp(t);
    const email = uniqueEmail();
    const answer = await t.run(anonymousViewer, SIGN_IN_FROM_INVITATION, {
      firstName: 'Eunice', lastName: 'Lystra', email, password: PASSWORD, mutationType: 'SIGN_UP', inviteSlug: inviter.user.slug,
    });
    expect(dataOf(answer).signIn).toBeNull();
    const userId = (await accountOf(email))!;
    expect(await requestsTo(inviter)).toEqual([{ connectorId: userId, connectedId: inviter.user.id, status: 'PENDING' }]);
    expect((await requested(userId)).map((e) => e.payload)).toMatchObject([{ connectorId: userId, connectedId: inviter.user.id }]);
  });

  it('asks once when many log-ins follow the link at the same moment, and every log-in succeeds', async () => {
    const [inviter, person] = [await signUp(t), await signUp(t)];
    const logIns = await Promise.all(Array.from({ length: 6 }, () =>
      t.run(anonymousViewer, SIGN_IN_FROM_INVITATION, { email: person.email, password: PASSWORD, mutationType: 'LOGIN', inviteSlug: inviter.user.slug })));
    expect(logIns.map((r) => dataOf(r).signIn)).toEqual(Array.from({ length: 6 }, () => ({ id: person.user.id })));
    expect(await requestsTo(inviter)).toEqual([{ connectorId: person.user.id, connectedId: inviter.user.id, status: 'PENDING' }]);
    expect(await requested(person.user.id)).toHaveLength(1);
  });

  it('asks nothing of oneself, an unknown slug, or a member already connected or asked', async () => {
    const [inviter, person] = [await signUp(t), await signUp(t)];
    dataOf(await t.run(inviter.viewer, CONNECT, { connectorId: inviter.user.id, connectedId: person.user.id, mutationType: 'ADD' }));
    for (const inviteSlug of [person.user.slug, `nobody-${Date.now()}`, inviter.user.slug]) {
      dataOf(await t.run(anonymousViewer, SIGN_IN_FROM_INVITATION, { email: person.email, password: PASSWORD, mutationType: 'LOGIN', inviteSlug }));
    }
    expect(await requested(person.user.id)).toEqual([]);
    expect(await requestsTo(inviter)).toEqual([{ connectorId: inviter.user.id, connectedId: person.user.id, status: 'PENDING' }]);
  });

  it('refuses an overlong slug, with nothing recorded', async () => {
    const email = uniqueEmail();
    const refused = await t.run(anonymousViewer, SIGN_IN_FROM_INVITATION, {
      firstName: 'Eunice', lastName: 'Lystra', email, password: PASSWORD, mutationType: 'SIGN_UP', inviteSlug: 'm'.repeat(201),
    });
    expect(fieldErrors(refused)).toEqual({ inviteSlug: 'must be at most 200 characters' });
    expect(await accountOf(email)).toBeUndefined();
  });
});
