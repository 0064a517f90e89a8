import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, notFound, rules, slugify, type Viewer } from '@koinonia/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { retireUnusedTokens } from '../tokens/one-time-token.repository.ts';
import { sourceOf } from '../users/auth-limits.ts';
import type { User } from '../users/user.entity.ts';
import { findUserByEmail, lockUser } from '../users/user.repository.ts';
import type { UsersDeps } from '../users/users.deps.ts';
import { emailTaken } from '../users/users.errors.ts';
import { recordProfileChanged } from '../users/users.events.ts';
import { nothingToChange, slugTaken } from './account.errors.ts';
import { requestEmailChange } from './account.events.ts';
import { forgetFormerSlug, lockSlugs, rememberFormerSlug, slugHeldByOther } from './account.repository.ts';

/** Long enough for any name; an index entry cannot be unbounded. */
const SLUG_MAX = 100;

/** The spec's slug rule applied to what the member typed ("Lydia of Thyatira" -> "lydia-of-thyatira"); blank: no change. */
const slugInput = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .transform(slugify)
    .refine((slug) => slug.length > 0, 'must contain letters or numbers')
    .refine((slug) => slug.length <= SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
    .nullish(),
);

/** updateUserInfo: the signed-in member's e-mail (after verification) and slug (at once). */
export const updateUserInfo = defineUseCase({
  // No user argument: a member changes only their own (an admin's own account too).
  access: 'member',
  input: z.object({ email: rules.optionalEmail(), slug: slugInput }),
  execute: async (ctx, { email, slug }, deps: UsersDeps): Promise<User> => {
    if (!email && !slug) throw nothingToChange();
    const viewer = ctx.viewer;
    // The unique index has the last word on slugs: a writer that does not take the slug lock.
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const user = await lockUser(em, viewer.userId);
          // A session outlives its user only until the gateway's cache expires.
          if (!user) throw notFound('User');
          if (slug && slug !== user.slug) await changeSlug(em, viewer, user, slug);
          if (email) await changeEmail(em, viewer, user, email, deps);
          return user;
        }),
      { app_user_slug_key: slugTaken },
    );
  },
});

async function changeSlug(em: EntityManager, viewer: Viewer, user: User, slug: string): Promise<void> {
  await lockSlugs(em, [user.slug, slug]);
  if (await slugHeldByOther(em, slug, user.id)) throw slugTaken();
  await rememberFormerSlug(em, user.slug, user.id);
  await forgetFormerSlug(em, slug, user.id);
  user.slug = slug;
  await recordProfileChanged(em, viewer, user);
}

/**
 * Sends a link to the new address; the account keeps its address until the link is followed.
 * Giving the current address again drops a change still waiting for its link.
 */
async function changeEmail(em: EntityManager, viewer: Viewer, user: User, email: string, deps: UsersDeps): Promise<void> {
  if (email === user.email) {
    await retireUnusedTokens(em, user.id, 'CHANGE_EMAIL');
    return;
  }
  // Says no more than sign-up already does about an address.
  const holder = await findUserByEmail(em, email);
  if (holder) throw emailTaken();
  // Two e-mails per request: counted against the new address, like any verification link.
  await deps.limits.emailRequests.consume(email, sourceOf(viewer));
  await requestEmailChange(em, viewer, user, email, deps.config.WEB_URL);
}
