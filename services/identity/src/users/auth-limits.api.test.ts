import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { SIGN_IN, signUp, uniqueEmail } from './users.testing.ts';

// Brute force and mail bombing, through GraphQL: counted per e-mail address.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const PASSWORD = 'Steadfast2026';
const newMember = async (): Promise<string> => (await signUp(t, { firstName: 'Stephen', lastName: 'Deacon', password: PASSWORD })).email;
const logIn = (email: string, password: string) => t.run(anonymousViewer, SIGN_IN, { email, password, mutationType: 'LOGIN' });
const FORGOT = graphql(`mutation ForgotPasswordLimited($email: String!) { forgotPassword(email: $email) }`);
const SEND = graphql(`mutation SendEmailVerificationLimited($email: String) { sendEmailVerification(email: $email) }`);

describe('sign-in attempts', () => {
  it('locks an account after 10 failed log-ins, even for the right password, and not others', async () => {
    const email = await newMember();
    const other = await newMember();
    for (let i = 0; i < 10; i += 1) {
      expect(errorCodes(await logIn(email, `Wrong${i}Guess`))).toEqual(['UNAUTHENTICATED']);
    }
    const locked = await logIn(email.toUpperCase(), PASSWORD);
    expect(errorCodes(locked)).toEqual(['RATE_LIMITED']);
    expect(locked.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ minutes?\.$/);
    expect(dataOf(await logIn(other, PASSWORD))).toHaveProperty('signIn.id');
  });

  it('clears the count after a successful log-in', async () => {
    const email = await newMember();
    for (let i = 0; i < 9; i += 1) await logIn(email, `Wrong${i}Guess`);
    expect(dataOf(await logIn(email, PASSWORD))).toHaveProperty('signIn.id');
    for (let i = 0; i < 9; i += 1) {
      expect(errorCodes(await logIn(email, `Wrong${i}Again`))).toEqual(['UNAUTHENTICATED']);
    }
  });
});

describe('e-mail requests', () => {
  const resetEvents = (email: string) =>
    t.count('outbox_event', `type = 'identity.password-reset.requested' and payload->>'email' = ?`, [email]);

  it('sends at most 5 e-mails an hour to one address, the sign-up\'s verification e-mail included', async () => {
    const email = await newMember();
    for (let i = 0; i < 4; i += 1) expect(dataOf(await t.run(anonymousViewer, FORGOT, { email }))).toEqual({ forgotPassword: true });
    const sixth = await t.run(anonymousViewer, FORGOT, { email });
    expect(errorCodes(sixth)).toEqual(['RATE_LIMITED']);
    expect(await resetEvents(email)).toBe(4);
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
    for (let i = 0; i < 5; i += 1) await t.run(anonymousViewer, FORGOT, { email });
    expect(errorCodes(await t.run(anonymousViewer, FORGOT, { email }))).toEqual(['RATE_LIMITED']);
  });

  it('counts verification e-mails against the same address', async () => {
    const email = await newMember();
    for (let i = 0; i < 4; i += 1) expect(dataOf(await t.run(anonymousViewer, SEND, { email }))).toEqual({ sendEmailVerification: true });
    expect(errorCodes(await t.run(anonymousViewer, SEND, { email }))).toEqual(['RATE_LIMITED']);
    expect(errorCodes(await t.run(anonymousViewer, FORGOT, { email }))).toEqual(['RATE_LIMITED']);
  });
});
