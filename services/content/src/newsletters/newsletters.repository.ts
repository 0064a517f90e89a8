import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, defineLoader, isUuid, type DatePosition, type Page } from '@koinonia/kit';
import {
  NewsletterEntity,
  NewsletterVersionEntity,
  type Newsletter,
  type NewsletterContent,
  type NewsletterStatus,
  type NewsletterVersion,
} from './newsletter.entity.ts';

// Every query of the newsletters: the newsletters and each version's content.

export type NewsletterPage = Page<Newsletter> & { totalCount: number };

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export const findNewsletter = (em: EntityManager, id: string): Promise<Newsletter | null> =>
  isUuid(id) ? em.findOne(NewsletterEntity, { id }) : Promise.resolve(null);

/** The newsletter, locked until the transaction ends: edits and sends of one newsletter take turns. */
export const lockNewsletter = (em: EntityManager, id: string): Promise<Newsletter | null> =>
  isUuid(id) ? em.findOne(NewsletterEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);

/** Newsletters by id for `_entities`, one batch per request. */
export const newsletterById = defineLoader(
  (em, ids: readonly string[]) => em.find(NewsletterEntity, { id: { $in: ids.filter(isUuid) } }),
  (newsletter) => newsletter.id,
);

/** Newsletters (of one status, when given) after `after`, newest first; `limit` rows. */
export const findNewsletters = (
  em: EntityManager,
  filter: { status: NewsletterStatus | null; after: DatePosition | null; limit: number },
): Promise<Newsletter[]> =>
  em.find(
    NewsletterEntity,
    { ...(filter.status ? { status: filter.status } : {}), ...(filter.after ? beforeDate('createdAt', filter.after) : {}) },
    { orderBy: newestFirst, limit: filter.limit },
  );

export const countNewsletters = (em: EntityManager, status: NewsletterStatus | null): Promise<number> =>
  em.count(NewsletterEntity, status ? { status } : {});

export const createNewsletter = (em: EntityManager, data: RequiredEntityData<Newsletter>): Newsletter =>
  em.create(NewsletterEntity, data);

/** Keeps what `version` of a newsletter says, so it stays previewable after later edits. */
export const keepVersion = (em: EntityManager, newsletterId: string, version: number, content: NewsletterContent): NewsletterVersion =>
  em.create(NewsletterVersionEntity, { newsletterId, version, content });

export const findVersion = (em: EntityManager, newsletterId: string, version: number): Promise<NewsletterVersion | null> =>
  em.findOne(NewsletterVersionEntity, { newsletterId, version });

/** Deletes a newsletter with its versions. */
export async function removeNewsletter(em: EntityManager, id: string): Promise<void> {
  await em.nativeDelete(NewsletterVersionEntity, { newsletterId: id });
  await em.nativeDelete(NewsletterEntity, { id });
}
