import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { waitFor } from '@koinonia/kit/testing';
import { startTestSystem } from './gateway-testing.ts';
import type { RunningSystem } from './system.ts';

// The whole back end in this process (every subgraph on its own fresh database, the in-process bus,
// the gateway), driven over HTTP exactly as the browser drives it.
let system: RunningSystem;
let stop: () => Promise<void>;
beforeAll(async () => {
  // In-process bus here; the Kafka path has its own tests.
  ({ system, stop } = await startTestSystem('e2e'));
}, 60_000);
afterAll(async () => stop?.());

/** A browser-like client: keeps the session cookie the gateway sets. */
class Browser {
  cookie = '';
  lastSetCookie: string[] = [];

  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
    const res = await fetch(system.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookie = res.headers.getSetCookie();
    for (const header of this.lastSetCookie) {
      const [pair] = header.split(';');
      const [, value] = pair!.split('=');
      this.cookie = value ? pair! : '';
    }
    return (await res.json()) as never;
  }
}

const gatewayOrigin = (): string => new URL(system.gatewayUrl).origin;
const mailbox = async (to: string): Promise<{ subject: string; text: string }[]> =>
  (await (await fetch(`${gatewayOrigin()}/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as never;

const SIGN_UP = `mutation($email: String!, $password: String!) {
  signIn(firstName: "Timothy", lastName: "Lystra", email: $email, password: $password, mutationType: SIGN_UP) { id slug email isEmailVerified }
}`;
const ME = '{ me { id email isEmailVerified } }';

describe('the sign-up journey through the gateway', () => {
  it('sign up → e-mail delivered by the event → the link verifies and signs in → log out → log in', async () => {
    const browser = new Browser();
    const email = `timothy-${randomUUID()}@ephesus.example.org`;
    const signUp = await browser.graphql<{ signIn: null }>(SIGN_UP, { email, password: 'Faithful2026' });
    expect(signUp.errors).toBeUndefined();
    // Sign-up answers the same for a known address, so it answers no user and starts no session.
    expect(signUp.data!.signIn).toBeNull();
    expect(browser.lastSetCookie).toEqual([]);
    expect((await browser.graphql(ME)).data).toEqual({ me: null });

    const messages = await waitFor(async () => {
      const found = await mailbox(email);
      return found.some((m) => m.subject.startsWith('Verify')) ? found : null;
    }, 15_000, 'the verification e-mail');
    const verify = messages.find((m) => m.subject.startsWith('Verify'))!;
    const link = /http:\/\/localhost:3000\/verify-email\?token=([\w-]+)/.exec(verify.text);
    expect(link).not.toBeNull();

    // A sign-up's link asks for the password (whoever signed up may not own the mailbox), unspent.
    const VERIFY = 'mutation($token: String!, $password: String) { verifyEmail(token: $token, password: $password) { id isEmailVerified } }';
    const asked = await browser.graphql(VERIFY, { token: link![1] });
    expect(asked.errors?.[0]?.extensions?.['fields']).toEqual([{ path: 'password', message: 'required' }]);
    const verified = await browser.graphql<{ verifyEmail: { id: string; isEmailVerified: boolean } }>(VERIFY, { token: link![1], password: 'Faithful2026' });
    expect(verified.data!.verifyEmail.isEmailVerified).toBe(true);
    expect(browser.lastSetCookie[0]).toMatch(/^koinonia_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const firstCookie = browser.cookie;
    const me = await browser.graphql<{ me: { id: string } }>(ME);
    expect(me.data!.me.id).toBe(verified.data!.verifyEmail.id);
    const reused = await browser.graphql(VERIFY, { token: link![1], password: 'Faithful2026' });
    expect(reused.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');

    // Signing up again with the address answers the same, and its owner is told instead.
    const again = await new Browser().graphql<{ signIn: null }>(SIGN_UP, { email, password: 'Another2026' });
    expect(again).toMatchObject({ data: { signIn: null } });
    expect(again.errors).toBeUndefined();
    await waitFor(async () => (await mailbox(email)).find((m) => m.subject === 'You already have a Koinonia account'), 15_000, 'the account-exists e-mail');

    const logout = await browser.graphql<{ logout: boolean }>('mutation { logout }');
    expect(logout.data!.logout).toBe(true);
    expect(browser.lastSetCookie[0]).toMatch(/^koinonia_session=; Max-Age=0;/);
    expect((await browser.graphql(ME)).data).toEqual({ me: null });

    // the old cookie is revoked, not just forgotten by this browser
    const stale = new Browser();
    stale.cookie = firstCookie;
    expect((await stale.graphql(ME)).data).toEqual({ me: null });

    const login = await browser.graphql<{ signIn: { id: string } }>(
      'mutation($email: String!) { signIn(email: $email, password: "Faithful2026", mutationType: LOGIN) { id } }', { email });
    expect(login.data!.signIn.id).toBe(verified.data!.verifyEmail.id);
    expect(browser.cookie).not.toBe(firstCookie);
    expect((await browser.graphql<{ me: { isEmailVerified: boolean } }>(ME)).data!.me.isEmailVerified).toBe(true);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const browser = new Browser();
    const email = `titus-${randomUUID()}@crete.example.org`;
    await browser.graphql(SIGN_UP, { email, password: 'Faithful2026' });
    await new Browser().graphql('mutation($email: String!) { forgotPassword(email: $email) }', { email });
    const reset = await waitFor(async () => (await mailbox(email)).find((m) => m.subject.startsWith('Reset')), 15_000, 'the reset e-mail');
    const token = /reset-password\?token=([\w-]+)/.exec(reset.text)![1];
    const stranger = new Browser();
    const result = await stranger.graphql<{ updateUserPassword: { id: string } }>(
      'mutation($token: String!) { updateUserPassword(newPassword: "Renewed2026", token: $token) { id } }', { token });
    expect(result.errors).toBeUndefined();
    expect(stranger.cookie).toMatch(/^koinonia_session=/);
    // every earlier session ended with the password change
    expect((await browser.graphql(ME)).data).toEqual({ me: null });
    const old = await new Browser().graphql('mutation($email: String!) { signIn(email: $email, password: "Faithful2026", mutationType: LOGIN) { id } }', { email });
    expect(old.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('refuses a cross-site form POST and changes nothing', async () => {
    const email = `csrf-${randomUUID()}@example.org`;
    const body = new URLSearchParams({
      query: `mutation { signIn(firstName: "A", lastName: "B", email: "${email}", password: "Faithful2026", mutationType: SIGN_UP) { id } }`,
    });
    const res = await fetch(system.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await mailbox(email)).toEqual([]);
    const login = await new Browser().graphql(`mutation { signIn(email: "${email}", password: "Faithful2026", mutationType: LOGIN) { id } }`);
    expect(login.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });

  it('allows CORS with credentials for the web origin only', async () => {
    const preflight = (origin: string) =>
      fetch(system.gatewayUrl, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const ok = await preflight('http://localhost:3000');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('subgraphs refuse requests that do not come through the gateway', async () => {
    const identity = system.services.find((s) => s.name === 'identity')!;
    const call = (headers: Record<string, string>) =>
      fetch(identity.server.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ me { id } }' }) });
    expect((await call({})).status).toBe(401);
    const forged = await new SignJWT({ roles: ['ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('koinonia-gateway')
      .setAudience('koinonia-subgraphs')
      .setSubject(randomUUID())
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    const refused = await call({ 'x-koinonia-viewer': forged });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ errors: [{ message: 'Requests must come through the gateway', extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('answers health and readiness probes on every service', async () => {
    for (const service of system.services) {
      const origin = new URL(service.server.url).origin;
      expect((await fetch(`${origin}/health`)).status).toBe(200);
      expect(await (await fetch(`${origin}/ready`)).json()).toEqual({ status: 'ready', service: service.name });
    }
  });
});
