import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { hash as argon2Hash, verify as argon2Verify, argon2id } from 'argon2';
import { z } from 'zod';
import {
  badInput,
  conflict,
  forbidden,
  messages,
  parseInput,
  recordEvent,
  requireUser,
  rules,
  unauthenticated,
  uniqueSlug,
  type RequestContext,
} from '@koinonia/kit';
import type { IdentityConfig } from '../config.ts';
import type { AuthLimits } from './auth-limits.ts';
import { endSessionCookie, revokeAllSessions, revokeSession, startSession } from '../sessions/sessions.service.ts';
import { consumeToken, issueToken } from '../tokens/one-time-tokens.ts';
import { LocationEntity, ProfileEntity, UserEntity, type User } from './user.entity.ts';

const SOURCE = 'identity';

const signUpInput = z.object({
  firstName: rules.requiredText(),
  lastName: rules.requiredText(),
  email: rules.email(),
  password: rules.password(),
  isSubscribed: z.boolean().nullish().transform((v) => v ?? false),
});

const logInInput = z.object({
  email: rules.email(),
  password: z.string({ error: messages.required }).min(1, messages.required),
});

const profileInput = z.object({
  firstName: rules.requiredText(),
  lastName: rules.requiredText(),
  about: rules.optionalText(),
  language: rules.optionalText(),
  location: z
    .object({
      country: rules.optionalText(),
      city: rules.optionalText(),
      state: rules.optionalText(),
      zipcode: rules.zipcode(),
    })
    .nullish(),
});

const WRONG_CREDENTIALS = 'The e-mail or password is incorrect';
const EMAIL_TAKEN = 'An account with this e-mail already exists';

// argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes): strong, and quick enough
// on a 2-core machine to sign people in without queueing.
const hashPassword = (password: string): Promise<string> =>
  argon2Hash(password, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

export interface AuthDeps {
  readonly config: IdentityConfig;
  readonly limits: AuthLimits;
}

/** Creates an account, starts its session and asks for the e-mail to be verified. */
export async function signUp(ctx: RequestContext, deps: AuthDeps, args: unknown): Promise<User> {
  const input = parseInput(signUpInput, args);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.em.transactional(async (em) => {
      if (await em.count(UserEntity, { email: input.email })) {
        throw conflict(EMAIL_TAKEN, [{ path: 'email', message: 'is already registered' }]);
      }
      const id = randomUUID();
      const user = em.create(UserEntity, {
        id,
        slug: await uniqueSlug(em, { table: 'app_user', source: `${input.firstName} ${input.lastName}`, fallback: 'member' }),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        isSendNewsletters: input.isSubscribed,
      });
      em.create(ProfileEntity, { id: randomUUID(), userId: id });
      recordEvent(em, SOURCE, { userId: id, impersonatorId: null }, {
        type: 'identity.user.signed-up',
        version: 1,
        aggregateId: id,
        payload: {
          userId: id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          slug: user.slug,
          isSubscribed: input.isSubscribed,
        },
      });
      await requestVerification(em, deps, user);
      await startSession(em, ctx, id, deps.config.SESSION_TTL_DAYS);
      return user;
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (error instanceof UniqueConstraintViolationException && /email/.test(error.message)) {
      throw conflict(EMAIL_TAKEN, [{ path: 'email', message: 'is already registered' }]);
    }
    throw error;
  }
}

export async function logIn(ctx: RequestContext, deps: AuthDeps, args: unknown): Promise<User> {
  const input = parseInput(logInInput, args);
  await deps.limits.loginFailures.check(input.email);
  const found = await ctx.em.findOne(UserEntity, { email: input.email });
  const valid = found?.passwordHash ? await argon2Verify(found.passwordHash, input.password) : false;
  if (!found || !valid) {
    await deps.limits.loginFailures.consume(input.email);
    throw unauthenticated(WRONG_CREDENTIALS);
  }
  if (found.status !== 'ACTIVE') throw forbidden('This account is suspended. Please contact support for more information.');
  await deps.limits.loginFailures.reset(input.email);
  return ctx.em.transactional(async (em) => {
    await startSession(em, ctx, found.id, deps.config.SESSION_TTL_DAYS);
    return found;
  });
}

export async function logOut(ctx: RequestContext): Promise<boolean> {
  if (ctx.viewer.sessionId) await revokeSession(ctx.em, ctx.viewer.sessionId);
  endSessionCookie(ctx);
  return true;
}

/**
 * Sends a fresh verification e-mail. Signed in: to the viewer's own address. Anonymous with an
 * address: to that account if it exists and is unverified; the answer does not say whether it does.
 */
export async function sendEmailVerification(ctx: RequestContext, deps: AuthDeps, args: { email?: string | null }): Promise<boolean> {
  return ctx.em.transactional(async (em) => {
    let user: User | null;
    if (ctx.viewer.userId) {
      user = await em.findOneOrFail(UserEntity, { id: ctx.viewer.userId });
      if (args.email && parseInput(z.object({ email: rules.email() }), args).email !== user.email) {
        throw forbidden('You can only verify your own e-mail address');
      }
      if (user.isEmailVerified) throw badInput([], 'Your e-mail address is already verified');
      await deps.limits.emailRequests.consume(user.email);
    } else {
      const { email } = parseInput(z.object({ email: rules.email() }), args);
      // Counted whether or not the address has an account, so the answer reveals nothing.
      await deps.limits.emailRequests.consume(email);
      user = await em.findOne(UserEntity, { email });
      if (!user || user.isEmailVerified) return true;
    }
    await requestVerification(em, deps, user);
    return true;
  });
}

export async function verifyEmail(ctx: RequestContext, args: unknown): Promise<User> {
  const { token } = parseInput(z.object({ token: rules.requiredText() }), args);
  return ctx.em.transactional(async (em) => {
    const used = await consumeToken(em, token, 'VERIFY_EMAIL', 'This verification link is invalid or has expired');
    const user = await em.findOneOrFail(UserEntity, { id: used.userId });
    if (used.email !== user.email) {
      throw badInput([{ path: 'token', message: 'This verification link is for an earlier e-mail address' }]);
    }
    if (!user.isEmailVerified) {
      user.isEmailVerified = true;
      recordEvent(em, SOURCE, ctx.viewer, {
        type: 'identity.user.email-verified',
        version: 1,
        aggregateId: user.id,
        payload: { userId: user.id, email: user.email },
      });
    }
    return user;
  });
}

/** Always answers true, so the form does not reveal which addresses have accounts. */
export async function forgotPassword(ctx: RequestContext, deps: AuthDeps, args: unknown): Promise<boolean> {
  const { email } = parseInput(z.object({ email: rules.email() }), args);
  // Counted whether or not the address has an account, so the answer reveals nothing.
  await deps.limits.emailRequests.consume(email);
  await ctx.em.transactional(async (em) => {
    const user = await em.findOne(UserEntity, { email });
    if (!user || user.status !== 'ACTIVE') return;
    const { token, expiresAt } = await issueToken(em, user.id, user.email, 'RESET_PASSWORD');
    recordEvent(em, SOURCE, ctx.viewer, {
      type: 'identity.password-reset.requested',
      version: 1,
      aggregateId: user.id,
      payload: {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        resetUrl: link(deps, '/reset-password', token),
        expiresAt: expiresAt.toISOString(),
      },
    });
  });
  return true;
}

/**
 * Sets a new password, either for the signed-in user or with a reset-link token. Every existing
 * session ends and a new one starts.
 */
export async function updatePassword(ctx: RequestContext, deps: AuthDeps, args: unknown): Promise<User> {
  const input = parseInput(
    z.object({ newPassword: rules.password(), token: z.string().trim().nullish() }),
    args,
  );
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.em.transactional(async (em) => {
    let userId: string;
    if (input.token) {
      const used = await consumeToken(em, input.token, 'RESET_PASSWORD', 'This password reset link is invalid or has expired');
      userId = used.userId;
    } else {
      userId = requireUser(ctx.viewer);
    }
    const user = await em.findOneOrFail(UserEntity, { id: userId });
    if (user.status !== 'ACTIVE') throw forbidden('This account is suspended. Please contact support for more information.');
    user.passwordHash = passwordHash;
    // Following a reset link proves the person reads this mailbox.
    if (input.token) user.isEmailVerified = true;
    await revokeAllSessions(em, user.id);
    await startSession(em, ctx, user.id, deps.config.SESSION_TTL_DAYS);
    return user;
  });
}

export async function updateProfile(ctx: RequestContext, args: { input: unknown }): Promise<User> {
  const userId = requireUser(ctx.viewer);
  const input = parseInput(profileInput, args.input);
  return ctx.em.transactional(async (em) => {
    const user = await em.findOneOrFail(UserEntity, { id: userId });
    const profile = await em.findOneOrFail(ProfileEntity, { userId });
    user.firstName = input.firstName;
    user.lastName = input.lastName;
    profile.about = input.about;
    profile.language = input.language;
    if (input.location !== undefined) {
      const values = input.location ?? { country: null, city: null, state: null, zipcode: null };
      if (user.locationId) {
        await em.nativeUpdate(LocationEntity, { id: user.locationId }, values);
      } else if (Object.values(values).some((v) => v !== null)) {
        const locationId = randomUUID();
        em.create(LocationEntity, { id: locationId, ...values });
        user.locationId = locationId;
      }
    }
    return user;
  });
}

async function requestVerification(em: EntityManager, deps: AuthDeps, user: User): Promise<void> {
  const { token, expiresAt } = await issueToken(em, user.id, user.email, 'VERIFY_EMAIL');
  recordEvent(em, SOURCE, { userId: user.id, impersonatorId: null }, {
    type: 'identity.email-verification.requested',
    version: 1,
    aggregateId: user.id,
    payload: {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      verifyUrl: link(deps, '/verify-email', token),
      expiresAt: expiresAt.toISOString(),
    },
  });
}

function link(deps: AuthDeps, path: string, token: string): string {
  const url = new URL(path, deps.config.WEB_URL);
  url.searchParams.set('token', token);
  return url.toString();
}
