import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, decodeSessionHandoff, SESSION_HANDOFF_HEADER, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { resolveSession } from '../sessions/sessions.service.ts';

// Real PostgreSQL, real migrations, real argon2; the subgraph is called as the gateway would call it.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const SIGN_IN = `
  mutation SignIn($firstName: String, $lastName: String, $email: String!, $password: String!, $mutationType: MutationType!, $isSubscribed: Boolean) {
    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: $mutationType, isSubscribed: $isSubscribed) {
      id slug firstName lastName email isEmailVerified isSendNewsletters status
      profile { id userId about }
    }
  }`;

type SignedIn = { signIn: { id: string; slug: string; email: string | null; isEmailVerified: boolean } };

let counter = 0;
const uniqueEmail = (): string => `member${Date.now()}${(counter += 1)}@church.example.org`;
const PASSWORD = 'Grace2026';

/** Signs up through GraphQL and returns the user and the viewer their new session stands for. */
async function signUp(overrides: Record<string, unknown> = {}): Promise<{ user: SignedIn['signIn']; viewer: Viewer; token: string }> {
  const result = await t.run<SignedIn>(anonymousViewer, SIGN_IN, {
    firstName: 'Lydia',
    lastName: 'Purple',
    email: uniqueEmail(),
    password: PASSWORD,
    mutationType: 'SIGN_UP',
    ...overrides,
  });
  const user = dataOf(result).signIn;
  const handoff = decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER));
  if (handoff?.kind !== 'set') throw new Error('sign-up did not start a session');
  const viewer = await resolveSession(t.service.orm.em.fork(), handoff.token);
  if (!viewer) throw new Error('session did not resolve');
  return { user, viewer, token: handoff.token };
}

const outbox = (userId: string) =>
  t.sql<{ type: string; payload: Record<string, unknown> }>(
    'select type, payload from outbox_event where aggregate_id = ? order by position',
    [userId],
  );

describe('signIn SIGN_UP', () => {
  it('creates the account, its profile and a session, and records the sign-up events in the outbox', async () => {
    const email = uniqueEmail();
    const { user, viewer } = await signUp({ email: `  ${email.toUpperCase()} `, isSubscribed: true });
    expect(user).toMatchObject({ email, isEmailVerified: false, isSendNewsletters: true, status: 'ACTIVE' });
    expect(user.slug).toMatch(/^lydia-purple(-\d+)?$/);
    expect(viewer.userId).toBe(user.id);

    const events = await outbox(user.id);
    expect(events.map((e) => e.type)).toEqual(['identity.user.signed-up', 'identity.email-verification.requested']);
    expect(events[1]!.payload['verifyUrl']).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}$/);
    const [stored] = await t.sql<{ password_hash: string }>('select password_hash from app_user where id = ?', [user.id]);
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives people with the same name distinct slugs', async () => {
    const a = await signUp({ firstName: 'Priscilla', lastName: 'Tentmaker' });
    const b = await signUp({ firstName: 'Priscilla', lastName: 'Tentmaker' });
    expect(a.user.slug).not.toBe(b.user.slug);
    expect(b.user.slug).toMatch(/^priscilla-tentmaker(-\d+)?$/);
  });

  it('gives people signing up with the same name at the same moment distinct slugs', async () => {
    const stamp = Date.now();
    const signUps = await Promise.all([1, 2, 3, 4].map(() => signUp({ firstName: 'Aquila', lastName: `Pontus ${stamp}` })));
    const base = `aquila-pontus-${stamp}`;
    expect(signUps.map((s) => s.user.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`]);
  });

  it.each([
    [{ firstName: '  ' }, { firstName: 'required' }],
    [{ lastName: null }, { lastName: 'required' }],
    [{ email: 'not-an-email' }, { email: 'must be a valid email address' }],
    [{ email: 'two words@x.org' }, { email: 'must be a valid email address' }],
    [{ password: 'short1A' }, { password: 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number' }],
    [{ password: 'nouppercase1' }, { password: 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number' }],
    [{ password: 'NoDigitsAtAll' }, { password: 'must be at least 8 characters with an uppercase letter, a lowercase letter and a number' }],
  ])('refuses %p with the spec message and stores nothing', async (override, fields) => {
    const email = uniqueEmail();
    const result = await t.run(anonymousViewer, SIGN_IN, {
      firstName: 'Lydia', lastName: 'Purple', email, password: PASSWORD, mutationType: 'SIGN_UP', ...override,
    });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(result.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);
    expect(await t.sql('select 1 from app_user where email = ?', [email])).toHaveLength(0);
  });

  it('refuses a second account with the same e-mail, in any case, and changes nothing', async () => {
    const { user } = await signUp();
    const before = await t.sql('select id from app_user');
    const result = await t.run(anonymousViewer, SIGN_IN, {
      firstName: 'Other', lastName: 'Person', email: user.email!.toUpperCase(), password: PASSWORD, mutationType: 'SIGN_UP',
    });
    expect(errorCodes(result)).toEqual(['CONFLICT']);
    expect(fieldErrors(result)).toEqual({ email: 'is already registered' });
    expect(await t.sql('select id from app_user')).toHaveLength(before.length);
  });
});

describe('signIn LOGIN and logout', () => {
  it('logs in with the right password and starts a new session each time', async () => {
    const { user, viewer: first } = await signUp();
    const result = await t.run<SignedIn>(first, SIGN_IN, { email: user.email, password: PASSWORD, mutationType: 'LOGIN' });
    expect(dataOf(result).signIn.id).toBe(user.id);
    const handoff = decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER));
    expect(handoff?.kind).toBe('set');
    const second = await resolveSession(t.service.orm.em.fork(), (handoff as { token: string }).token);
    expect(second?.sessionId).not.toBe(first.sessionId);
    // the session the request came with is revoked: a log-in always gets a new session id
    const [old] = await t.sql<{ revoked_at: Date | null }>('select revoked_at from session where id = ?', [first.sessionId]);
    expect(old!.revoked_at).not.toBeNull();
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const { user } = await signUp();
    const wrong = await t.run(anonymousViewer, SIGN_IN, { email: user.email, password: 'Wrong2026x', mutationType: 'LOGIN' });
    const unknown = await t.run(anonymousViewer, SIGN_IN, { email: uniqueEmail(), password: PASSWORD, mutationType: 'LOGIN' });
    expect(errorCodes(wrong)).toEqual(['UNAUTHENTICATED']);
    expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
    expect(wrong.responseHeaders.has(SESSION_HANDOFF_HEADER)).toBe(false);
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
    const { viewer, token } = await signUp();
    const result = await t.run<{ logout: boolean }>(viewer, 'mutation { logout }');
    expect(dataOf(result).logout).toBe(true);
    expect(decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER))).toEqual({ kind: 'clear' });
    expect(await resolveSession(t.service.orm.em.fork(), token)).toBeNull();
  });
});

describe('me, userProfile and user', () => {
  it('me is the signed-in user, null when anonymous', async () => {
    const { user, viewer } = await signUp();
    expect(dataOf(await t.run<{ me: { id: string } }>(viewer, '{ me { id } }')).me.id).toBe(user.id);
    expect(dataOf(await t.run(anonymousViewer, '{ me { id } }'))).toEqual({ me: null });
  });

  it('a public profile shows the e-mail only to its owner', async () => {
    const { user, viewer } = await signUp();
    const other = await signUp();
    const query = 'query P($slug: String!) { userProfile(slug: $slug) { id firstName email } }';
    expect(dataOf(await t.run(viewer, query, { slug: user.slug }))).toEqual({
      userProfile: { id: user.id, firstName: 'Lydia', email: user.email },
    });
    expect(dataOf(await t.run(other.viewer, query, { slug: user.slug }))).toEqual({
      userProfile: { id: user.id, firstName: 'Lydia', email: null },
    });
    expect(dataOf(await t.run(anonymousViewer, query, { slug: 'nobody-here' }))).toEqual({ userProfile: null });
  });

  it('user takes exactly one of id, slug or profileId', async () => {
    const { user } = await signUp();
    const byProfile = await t.run<{ user: { id: string; profile: { id: string } } }>(
      anonymousViewer, 'query U($id: ID) { user(id: $id) { id profile { id } } }', { id: user.id });
    const profileId = dataOf(byProfile).user.profile.id;
    const again = await t.run<{ user: { id: string } }>(anonymousViewer, 'query U($p: ID) { user(profileId: $p) { id } }', { p: profileId });
    expect(dataOf(again).user.id).toBe(user.id);
    expect(errorCodes(await t.run(anonymousViewer, '{ user { id } }'))).toEqual(['BAD_USER_INPUT']);
  });

  it('resolves User references for other subgraphs', async () => {
    const { user } = await signUp();
    const result = await t.run<{ _entities: { id: string; firstName: string }[] }>(
      anonymousViewer,
      'query E($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName } } }',
      { r: [{ __typename: 'User', id: user.id }] },
    );
    expect(dataOf(result)._entities).toEqual([{ id: user.id, firstName: 'Lydia' }]);
  });
});
