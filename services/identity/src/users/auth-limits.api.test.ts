import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';

// Brute force and mail bombing, through GraphQL: counted per e-mail address.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

let n = 0;
const newEmail = (): string => `deacon${Date.now()}${(n += 1)}@church.example.org`;
const PASSWORD = 'Steadfast2026';
const SIGN_UP = 'mutation($email: String!) { signIn(firstName: "Stephen", lastName: "Deacon", email: $email, password: "Steadfast2026", mutationType: SIGN_UP) { id } }';
const LOGIN = 'mutation($email: String!, $p: String!) { signIn(email: $email, password: $p, mutationType: LOGIN) { id } }';
const FORGOT = 'mutation($email: String!) { forgotPassword(email: $email) }';
const SEND = 'mutation($email: String) { sendEmailVerification(email: $email) }';

describe('sign-in attempts', () => {
  it('locks an account after 10 failed log-ins, even for the right password, and not others', async () => {
    const email = newEmail();
    const other = newEmail();
    await t.run(anonymousViewer, SIGN_UP, { email });
    await t.run(anonymousViewer, SIGN_UP, { email: other });
    for (let i = 0; i < 10; i += 1) {
      expect(errorCodes(await t.run(anonymousViewer, LOGIN, { email, p: `Wrong${i}Guess` }))).toEqual(['UNAUTHENTICATED']);
    }
    const locked = await t.run(anonymousViewer, LOGIN, { email: email.toUpperCase(), p: PASSWORD });
    expect(errorCodes(locked)).toEqual(['RATE_LIMITED']);
    expect(locked.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ minutes?\.$/);
    expect(dataOf(await t.run(anonymousViewer, LOGIN, { email: other, p: PASSWORD }))).toHaveProperty('signIn.id');
  });

  it('clears the count after a successful log-in', async () => {
    const email = newEmail();
    await t.run(anonymousViewer, SIGN_UP, { email });
    for (let i = 0; i < 9; i += 1) await t.run(anonymousViewer, LOGIN, { email, p: `Wrong${i}Guess` });
    expect(dataOf(await t.run(anonymousViewer, LOGIN, { email, p: PASSWORD }))).toHaveProperty('signIn.id');
    for (let i = 0; i < 9; i += 1) {
      expect(errorCodes(await t.run(anonymousViewer, LOGIN, { email, p: `Wrong${i}Again` }))).toEqual(['UNAUTHENTICATED']);
    }
  });
});

describe('e-mail requests', () => {
  const resetEvents = (email: string) =>
    t.sql(`select 1 from outbox_event where type = 'identity.password-reset.requested' and payload->>'email' = ?`, [email]);

  it('sends at most 5 reset e-mails an hour to one address', async () => {
    const email = newEmail();
    await t.run(anonymousViewer, SIGN_UP, { email });
    for (let i = 0; i < 5; i += 1) expect(dataOf(await t.run(anonymousViewer, FORGOT, { email }))).toEqual({ forgotPassword: true });
    const sixth = await t.run(anonymousViewer, FORGOT, { email });
    expect(errorCodes(sixth)).toEqual(['RATE_LIMITED']);
    expect(await resetEvents(email)).toHaveLength(5);
  });

  it('limits unknown addresses the same way, so the limit reveals nothing', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i += 1) await t.run(anonymousViewer, FORGOT, { email });
    expect(errorCodes(await t.run(anonymousViewer, FORGOT, { email }))).toEqual(['RATE_LIMITED']);
  });

  it('counts verification e-mails against the same address', async () => {
    const email = newEmail();
    await t.run(anonymousViewer, SIGN_UP, { email });
    for (let i = 0; i < 5; i += 1) expect(dataOf(await t.run(anonymousViewer, SEND, { email }))).toEqual({ sendEmailVerification: true });
    expect(errorCodes(await t.run(anonymousViewer, SEND, { email }))).toEqual(['RATE_LIMITED']);
    expect(errorCodes(await t.run(anonymousViewer, FORGOT, { email }))).toEqual(['RATE_LIMITED']);
  });
});
