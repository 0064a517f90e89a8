import { hash, verify, argon2id } from 'argon2';

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes): strong, and quick enough
// on a 2-core machine to sign people in without queueing.
export const hashPassword = (password: string): Promise<string> =>
  hash(password, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export const passwordMatches = (passwordHash: string, password: string): Promise<boolean> => verify(passwordHash, password);
