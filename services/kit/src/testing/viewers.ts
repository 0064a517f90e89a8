import { randomUUID } from 'node:crypto';
import type { SignedInViewer } from '../viewer.ts';

/**
 * A signed-in person as the gateway would describe them to a subgraph. Outside identity people are
 * only ids, so a fresh id is a new person; typed documents take `viewer.userId` as an `ID!`.
 */
export const signedInViewer = (roles: readonly string[] = [], userId: string = randomUUID()): SignedInViewer => ({
  userId,
  roles,
  sessionId: randomUUID(),
  impersonatorId: null,
});

let counter = 0;
/** A token that keeps one test's names apart from another's in the database a file shares. */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${(counter += 1)}`;
