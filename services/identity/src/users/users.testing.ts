import { randomUUID } from 'node:crypto';
import { decodeSessionHandoff, SESSION_HANDOFF_HEADER, anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, uniqueSuffix, type TestResult, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { SignInMutation, SignInMutationVariables } from '../__generated__/documents/graphql.ts';
import type { IdentityConfig } from '../config.ts';
import { resolveSession } from '../sessions/sessions.queries.ts';

type T = TestService<IdentityConfig>;

export const SIGN_IN = graphql(`
  mutation SignIn($firstName: String, $lastName: String, $email: String!, $password: String!, $mutationType: MutationType!, $isSubscribed: Boolean) {
    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: $mutationType, isSubscribed: $isSubscribed) {
      id slug firstName lastName email isEmailVerified isSendNewsletters status
      profile { id userId about }
    }
  }
`);

export type SignedInUser = NonNullable<SignInMutation['signIn']>;

export const PASSWORD = 'Grace2026';

export const uniqueEmail = (): string => `member${uniqueSuffix()}@church.example.org`;

/** The viewer the session a response started stands for (what the gateway would resolve the cookie to). */
export async function sessionOf(t: T, result: TestResult<unknown>): Promise<{ viewer: Viewer; token: string }> {
  const handoff = decodeSessionHandoff(result.responseHeaders.get(SESSION_HANDOFF_HEADER));
  if (handoff?.kind !== 'set') throw new Error('the operation did not start a session');
  const viewer = await resolveSession(t.service.orm.em.fork(), handoff.token);
  if (!viewer) throw new Error('the session did not resolve');
  return { viewer, token: handoff.token };
}

/**
 * Signs up through GraphQL, then logs in (sign-up itself starts no session: it answers the same for
 * a known address); returns the user, their e-mail and the viewer their new session stands for.
 */
export async function signUp(
  t: T,
  overrides: Partial<SignInMutationVariables> = {},
): Promise<{ user: SignedInUser; email: string; viewer: Viewer; token: string }> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  const answer = await t.run(anonymousViewer, SIGN_IN, {
    firstName: 'Lydia',
    lastName: 'Purple',
    mutationType: 'SIGN_UP',
    ...overrides,
    password,
    email,
  });
  if (dataOf(answer).signIn !== null) throw new Error('sign-up answered a user');
  const result = await t.run(anonymousViewer, SIGN_IN, { email, password, mutationType: 'LOGIN' });
  const user = dataOf(result).signIn;
  if (!user) throw new Error('the log-in after sign-up answered no user');
  return { user, email: email.trim().toLowerCase(), ...(await sessionOf(t, result)) };
}

/**
 * Gives a user a role directly (role management is not built yet): a platform role such as
 * `PlatformRole.ADMIN`, or a role in an organization. Their next session carries it.
 */
export async function grantRole(t: T, userId: string, name: string, organizationId: string | null = null): Promise<void> {
  await t.sql('insert into user_role (id, user_id, name, organization_id) values (?, ?, ?, ?)', [randomUUID(), userId, name, organizationId]);
}

/** Suspends a user directly (the admin operation is not built yet). */
export async function suspend(t: T, userId: string): Promise<void> {
  await t.sql(`update app_user set status = 'SUSPENDED' where id = ?`, [userId]);
}

/** A fresh session for a user (e.g. after a role was granted), as a log-in would start. */
export async function logIn(t: T, email: string, password = PASSWORD): Promise<Viewer> {
  const result = await t.run(anonymousViewer, SIGN_IN, { email, password, mutationType: 'LOGIN' });
  dataOf(result);
  return (await sessionOf(t, result)).viewer;
}
