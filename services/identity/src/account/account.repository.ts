import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader } from '@koinonia/kit';
import { OneTimeTokenEntity } from '../tokens/one-time-token.entity.ts';
import { findUserByCurrentSlug } from '../users/user.repository.ts';
import { UserSlugHistoryEntity } from './user-slug.entity.ts';

// Every query of the account feature: slugs (current and former) and the pending e-mail change.

/**
 * Makes writers of these slugs take turns until the transaction ends. The key is the one kit's
 * `uniqueSlug` takes at sign-up (the slug without numeric suffixes), so a sign-up picking a slug
 * and a member changing to it see each other's commit instead of failing on the unique index.
 * Locked in a fixed order, so two members swapping slugs cannot wait on each other forever.
 */
export async function lockSlugs(em: EntityManager, slugs: readonly string[]): Promise<void> {
  const keys = [...new Set(slugs.map((slug) => `app_user.slug:${slug.replace(/(-[0-9]+)+$/, '') || slug}`))].sort();
  for (const key of keys) await em.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
}

/** Whether another member has this slug now, or had it (their old links still lead to them). */
export async function slugHeldByOther(em: EntityManager, slug: string, userId: string): Promise<boolean> {
  const current = await findUserByCurrentSlug(em, slug);
  if (current) return current.id !== userId;
  const former = await em.findOne(UserSlugHistoryEntity, { slug });
  return former !== null && former.userId !== userId;
}

/** Keeps a slug the member is leaving; it belongs to whoever held it last. */
export async function rememberFormerSlug(em: EntityManager, slug: string, userId: string): Promise<void> {
  await em.execute(
    `insert into user_slug_history (slug, user_id, created_at) values (?, ?, now())
       on conflict (slug) do update set user_id = excluded.user_id, created_at = excluded.created_at`,
    [slug, userId],
  );
}

/** A member taking back a slug they had: it is current again, no longer a former one. */
export async function forgetFormerSlug(em: EntityManager, slug: string, userId: string): Promise<void> {
  await em.nativeDelete(UserSlugHistoryEntity, { slug, userId });
}

/** The link of each user's e-mail change still waiting to be followed (at most one works), per request. */
export const pendingEmailByUserId = defineLoader(
  (em, userIds: readonly string[]) =>
    em.find(
      OneTimeTokenEntity,
      { userId: { $in: [...userIds] }, purpose: 'CHANGE_EMAIL', usedAt: null, expiresAt: { $gt: new Date() } },
      { orderBy: { createdAt: 'asc' } },
    ),
  (token) => token.userId,
);
