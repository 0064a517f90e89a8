import type { EntityManager } from '@mikro-orm/postgresql';
import { datePositionOf, defineLoader, isUuid, likeLiteral, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { OpenToCallEntity, type OpenToCall } from './open-to-call.entity.ts';
import type { Workplace } from '../opportunities/opportunity.entity.ts';

export type OpenToCallPage = Page<OpenToCall>;

export interface OpenToCallDetails {
  readonly note: string | null;
  readonly denomination: string | null;
  readonly workplace: Workplace | null;
}

/** Marks the member open to a call, replacing the details: one statement, so requests at once never collide. */
export async function upsertOpenToCall(em: EntityManager, userId: string, details: OpenToCallDetails): Promise<OpenToCall> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `insert into open_to_call (user_id, note, denomination, workplace, updated_at) values (?, ?, ?, ?, clock_timestamp())
       on conflict (user_id) do update set note = excluded.note, denomination = excluded.denomination,
         workplace = excluded.workplace, updated_at = excluded.updated_at
     returning *`,
    [userId, details.note, details.denomination, details.workplace],
  );
  return em.map(OpenToCallEntity, row!);
}

export const removeOpenToCall = (em: EntityManager, userId: string): Promise<number> => em.nativeDelete(OpenToCallEntity, { userId });

/** Each user's "open to a call", one statement per batch (the `User.openToCall` of a list). */
export const openToCallByUserId = defineLoader(
  (em, userIds: readonly string[]) => em.find(OpenToCallEntity, { userId: { $in: userIds.filter(isUuid) } }),
  (row) => row.userId,
);

/** Which of the users administer a live organization whose e-mail address is verified (per request, batched). */
export const verifiedOrganizationAdmin = defineLoader(
  async (em, userIds: readonly string[]): Promise<{ userId: string }[]> => {
    const ids = userIds.filter(isUuid);
    if (!ids.length) return [];
    const rows = await em.execute<{ user_id: string }[]>(
      `select distinct r.user_id from organization_role r join organization o on o.id = r.organization_id
        where r.user_id in (?) and r.is_admin and o.is_email_verified and o.status = 'ACTIVE'`,
      [ids],
    );
    return rows.map((row) => ({ userId: row.user_id }));
  },
  (row) => row.userId,
);

export interface CandidateFilter {
  readonly denomination: string | null;
  readonly workplace: Workplace | null;
  readonly after: DatePosition | null;
  readonly limit: number;
}

/** Members open to a call, most recently updated first. */
export async function findCandidatePage(em: EntityManager, filter: CandidateFilter): Promise<OpenToCallPage> {
  const qb = em.createQueryBuilder(OpenToCallEntity, 'c').select('*');
  if (filter.denomination) qb.andWhere({ denomination: { $ilike: likeLiteral(filter.denomination) } });
  if (filter.workplace) qb.andWhere({ workplace: filter.workplace });
  if (filter.after) {
    // Keyset on (updated_at, user_id): the entity's key is user_id, not id.
    const { at, id } = filter.after;
    qb.andWhere({ $or: [{ updatedAt: { $lt: at } }, { updatedAt: at, userId: { $lt: id } }] });
  }
  const rows = await qb.orderBy({ updatedAt: 'desc', userId: 'desc' }).limit(filter.limit + 1).getResultList();
  return toPage(rows, filter.limit, (row) => datePositionOf(row.updatedAt, row.userId));
}

