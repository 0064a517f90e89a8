import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { SIGN_IN, signUp, uniqueEmail } from './users.testing.ts';

// Brute force and mail bombing, through GraphQL, from several client addresses (the gateway signs
// each request's into its viewer): counted per address and source and per source, so an attacker
// elsewhere never locks the owner out. The slow-down is kept short here (auth-limits.test.ts
// proves it grows).
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig, { env: { SIGN_IN_MAX_DELAY_MS: '1' } });
});
afterAll(async () => t?.stop());

const PASSWORD = 'Steadfast2026';
let sources = 0;
/** An anonymous visitor from a client address of their own. */
const visitor = (): Viewer => ({ ...anonymousViewer, clientAddress: `203.0.113.${(sources += 1)}` });
const newMember = async (): Promise<string> => (await signUp(t, { firstName: 'Stephen', lastName: 'Deacon', password: PASSWORD })).email;
const logIn = (from: Viewer, email: string, password: string) => t.run(from, SIGN_IN, { email, password, mutationType: 'LOGIN' });
const FORGOT = graphql(`mutation ForgotPasswordLimited($email: String!) { forgotPassword(email: $email) }`);
const SEND = graphql(`mutation SendEmailVerificationLimited($email: String) { sendEmailVerification(email: $email) }`);

describe('sign-in attempts', () => {
  it('refuses a source after 10 failures on an address, even the right password, while the owner elsewhere signs in', async () => {
    const email = await newMember();
    const other = await newMember();
    const attacker = visitor();
    for (let i = 0; i < 10; i += 1) {
      expect(errorCodes(await logIn(attacker, email, `Wrong${i}Guess`))).toEqual(['UNAUTHENTICATED']);
    }
    const refused = await logIn(attacker, email.toUpperCase(), PASSWORD);
    expect(errorCodes(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts for this account from your network\. Try again in \d+ minutes?\.$/);
    expect(dataOf(await logIn(attacker, other, PASSWORD))).toHaveProperty('signIn.id');
    expect(dataOf(await logIn(visitor(), email, PASSWORD))).toHaveProperty('signIn.id');
  });

  it('never locks the owner out of an address guessed at from many sources', async () => {
    const email = await newMember();
    for (let source = 0; source < 4; source += 1) {
      const attacker = visitor();
      for (let i = 0; i < 10; i += 1) await logIn(attacker, email, `Wrong${i}Guess`);
      expect(errorCodes(await logIn(attacker, email, `Another${source}Guess`))).toEqual(['RATE_LIMITED']);
    }
    expect(dataOf(await logIn(visitor(), email, PASSWORD))).toHaveProperty('signIn.id');
  });

  it('refuses a source after 100 failures on any addresses, and no other source', async () => {
    const email = await newMember();
    const sprayer = visitor();
    for (let i = 0; i < 100; i += 1) await logIn(sprayer, uniqueEmail(), 'Common2026');
    expect(errorCodes(await logIn(sprayer, email, PASSWORD))).toEqual(['RATE_LIMITED']);
    expect(dataOf(await logIn(visitor(), email, PASSWORD))).toHaveProperty('signIn.id');
  });

  it('clears a source\'s count on an address after a successful log-in', async () => {
    const email = await newMember();
    const owner = visitor();
    for (let i = 0; i < 9; i += 1) await logIn(owner, email, `Wrong${i}Guess`);
    expect(dataOf(await logIn(owner, email, PASSWORD))).toHaveProperty('signIn.id');
    for (let i = 0; i < 9; i += 1) {
      expect(errorCodes(await logIn(owner, email, `Wrong${i}Again`))).toEqual(['UNAUTHENTICATED']);
    }
  });
});

describe('e-mail requests', () => {
  const resetEvents = (email: string) =>
    t.count('outbox_event', `type = 'identity.password-reset.requested' and payload->>'email' = ?`, [email]);

  it('sends at most 5 e-mails an hour to one address from one source, the sign-up\'s verification e-mail included', async () => {
    const email = await newMember();
    for (let i = 0; i < 4; i += 1) expect(dataOf(await t.run(anonymousViewer, FORGOT, { email }))).toEqual({ forgotPassword: true });
    const sixth = await t.run(anonymousViewer, FORGOT, { email });
    expect(errorCodes(sixth)).toEqual(['RATE_LIMITED']);
    expect(await resetEvents(email)).toBe(4);
  });

  it('still sends the owner a reset link while another source is refused for their address', async () => {
    const email = await newMember();
    const attacker = visitor();
    for (let i = 0; i < 5; i += 1) dataOf(await t.run(attacker, FORGOT, { email }));
    expect(errorCodes(await t.run(attacker, FORGOT, { email }))).toEqual(['RATE_LIMITED']);
    expect(dataOf(await t.run(visitor(), FORGOT, { email }))).toEqual({ forgotPassword: true });
    expect(await resetEvents(email)).toBe(6);
  });

  it('refuses a source after 50 e-mails an hour to any addresses, and no other source', async () => {
    const email = await newMember();
    const bomber = visitor();
    for (let i = 0; i < 50; i += 1) dataOf(await t.run(bomber, FORGOT, { email: uniqueEmail() }));
    const refused = await t.run(bomber, FORGOT, { email });
    expect(errorCodes(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.errors?.[0]?.message).toMatch(/^Too many e-mails were requested from your network\./);
    expect(dataOf(await t.run(visitor(), FORGOT, { email }))).toEqual({ forgotPassword: true });
  });

  it('limits sign-ups with a known address like any other e-mail request', async () => {
    const email = await newMember();
    const signUpAgain = () => t.run(anonymousViewer, SIGN_IN, { firstName: 'Again', lastName: 'Deacon', email, password: PASSWORD, mutationType: 'SIGN_UP' });
    for (let i = 0; i < 4; i += 1) expect(dataOf(await signUpAgain())).toEqual({ signIn: null });
    expect(errorCodes(await signUpAgain())).toEqual(['RATE_LIMITED']);
    expect(await t.count('outbox_event', `type = 'identity.sign-up.repeated' and payload->>'email' = ?`, [email])).toBe(4);
  });

  it('limits unknown addresses the same way, so the limit reveals nothing', async () => {
    const email = uniqueEmail();
    const from = visitor();
    for (let i = 0; i < 5; i += 1) await t.run(from, FORGOT, { email });
    expect(errorCodes(await t.run(from, FORGOT, { email }))).toEqual(['RATE_LIMITED']);
  });

  it('counts verification e-mails against the same address', async () => {
    const email = await newMember();
    for (let i = 0; i < 4; i += 1) expect(dataOf(await t.run(anonymousViewer, SEND, { email }))).toEqual({ sendEmailVerification: true });
    expect(errorCodes(await t.run(anonymousViewer, SEND, { email }))).toEqual(['RATE_LIMITED']);
    expect(errorCodes(await t.run(anonymousViewer, FORGOT, { email }))).toEqual(['RATE_LIMITED']);
  });
});
