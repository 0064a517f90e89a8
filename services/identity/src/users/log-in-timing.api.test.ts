import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createRequire } from 'node:module';
import type * as Argon2 from 'argon2';
import { anonymousViewer } from '@koinonia/kit';
import { errorCodes, type TestService } from '@koinonia/kit/testing';
import type { IdentityConfig } from '../config.ts';

// Sign-in must take as long for an unknown address as for a member's, or its timing tells who is
// registered. Durations are too noisy to assert; what makes them equal is that argon2 verifies a
// password in every case, which this file counts (argon2 itself, only counted, through GraphQL).
const argon2 = createRequire(import.meta.url)('argon2') as typeof Argon2;
const verified: string[] = [];
jest.unstable_mockModule('argon2', () => ({
  ...argon2,
  verify: (hash: string, password: string) => {
    verified.push(hash);
    return argon2.verify(hash, password);
  },
}));
const { startTestService } = await import('@koinonia/kit/testing');
const { loadIdentityConfig } = await import('../config.ts');
const { identityService } = await import('../service.ts');
const { SIGN_IN, signUp, uniqueEmail } = await import('./users.testing.ts');

let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const logIn = (email: string, password: string) => t.run(anonymousViewer, SIGN_IN, { email, password, mutationType: 'LOGIN' });

/** The argon2 hashes a log-in verified against. */
async function verifiedDuring(work: () => Promise<unknown>): Promise<string[]> {
  verified.length = 0;
  await work();
  return [...verified];
}

describe('signIn LOGIN timing', () => {
  it('verifies one argon2id hash of the same cost for an unknown address, a wrong password and an account without one', async () => {
    const { email, user } = await signUp(t, { password: 'Timing2026' });
    const [row] = await t.sql<{ password_hash: string }>('select password_hash from app_user where id = ?', [user.id]);
    const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');

    const member = await verifiedDuring(async () => expect(errorCodes(await logIn(email, 'Wrong2026'))).toEqual(['UNAUTHENTICATED']));
    expect(member).toEqual([row!.password_hash]);

    const unknown = await verifiedDuring(async () => expect(errorCodes(await logIn(uniqueEmail(), 'Wrong2026'))).toEqual(['UNAUTHENTICATED']));
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).not.toBe(row!.password_hash);
    expect(cost(unknown[0]!)).toBe(cost(row!.password_hash));

    const { email: socialEmail, user: social } = await signUp(t);
    await t.sql('update app_user set password_hash = null where id = ?', [social.id]);
    const withoutPassword = await verifiedDuring(async () => expect(errorCodes(await logIn(socialEmail, 'Wrong2026'))).toEqual(['UNAUTHENTICATED']));
    expect(withoutPassword).toEqual(unknown);
  });
});
