import { randomBytes } from 'node:crypto';
import { hash, verify, argon2id } from 'argon2';

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes): strong, and quick enough
// on a 2-core machine to sign people in without queueing.
export const hashPassword = (password: string): Promise<string> =>
  hash(password, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** The hash of a random password nobody knows, made once, for checks that have no hash of their own. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` is the one hashed. Without a hash (an unknown address, an account with no
 * password) it still verifies, against a dummy hash of the same cost, and answers false: a sign-in
 * then takes as long as one with a wrong password, so its timing reveals no accounts.
 */
export async function passwordMatches(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verify(passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verify(await dummyHash, password);
  return false;
}
