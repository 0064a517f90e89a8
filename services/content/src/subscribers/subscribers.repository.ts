import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, isUuid, likeLiteral, type DatePosition, type Page } from '@koinonia/kit';
import { NewsletterSubscriberEntity, type NewsletterSubscriber } from './subscriber.entity.ts';

// Every query of the subscribers. Addresses are stored lower-cased (rules.email) and unique by lower(email).

export type NewsletterSubscriberPage = Page<NewsletterSubscriber> & { totalCount: number };

/**
 * The address's row, created (unverified) when there is none, and locked until the transaction ends.
 * Two requests for one address meet at the unique index: the second waits for the first and then
 * finds its row, so racing requests leave one row and act one at a time. `created`: this call made it.
 */
export async function lockOrCreateSubscriber(em: EntityManager, email: string): Promise<{ subscriber: NewsletterSubscriber; created: boolean }> {
  const now = new Date();
  const inserted = await em.execute<{ id: string }[]>(
    `insert into newsletter_subscriber (id, email, is_verified, created_at, updated_at) values (?, ?, false, ?, ?)
     on conflict ((lower(email))) do nothing returning id`,
    [randomUUID(), email, now, now],
  );
  const subscriber = await lockSubscriberByEmail(em, email);
  // The row exists: inserted just now, or by a transaction that committed before the insert returned.
  return { subscriber: subscriber!, created: inserted.length > 0 };
}

export const lockSubscriberByEmail = (em: EntityManager, email: string): Promise<NewsletterSubscriber | null> =>
  em.findOne(NewsletterSubscriberEntity, { email: email.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE });

export const lockSubscriberById = (em: EntityManager, id: string): Promise<NewsletterSubscriber | null> =>
  isUuid(id) ? em.findOne(NewsletterSubscriberEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);

export const lockSubscriberByTokenHash = (em: EntityManager, confirmTokenHash: string): Promise<NewsletterSubscriber | null> =>
  em.findOne(NewsletterSubscriberEntity, { confirmTokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });

export async function removeSubscriber(em: EntityManager, id: string): Promise<void> {
  await em.nativeDelete(NewsletterSubscriberEntity, { id });
}

const matching = (search: string | null) => (search ? { email: { $like: `%${likeLiteral(search.toLowerCase())}%` } } : {});

/** Subscribers (whose address contains `search`, when given) after `after`, newest first; `limit` rows. */
export const findSubscribers = (
  em: EntityManager,
  filter: { search: string | null; after: DatePosition | null; limit: number },
): Promise<NewsletterSubscriber[]> =>
  em.find(
    NewsletterSubscriberEntity,
    { ...matching(filter.search), ...(filter.after ? beforeDate('createdAt', filter.after) : {}) },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: filter.limit },
  );

export const countSubscribers = (em: EntityManager, search: string | null): Promise<number> =>
  em.count(NewsletterSubscriberEntity, matching(search));
