import { defineLoader } from '@koinonia/kit';

interface OrganizationCount {
  readonly userId: string;
  readonly count: number;
}

/**
 * Organizations each user holds a role in (one role row per organization and user), in one
 * statement for a batch of users. Users without any are missing from the rows (0).
 */
export const organizationCountByUserId = defineLoader(
  async (em, userIds: readonly string[]): Promise<OrganizationCount[]> => {
    const rows = await em.execute<{ user_id: string; n: number }[]>(
      `select role.user_id, count(*)::int as n
         from organization_role role
         join organization on organization.id = role.organization_id
        where role.user_id in (?)
        group by role.user_id`,
      [userIds],
    );
    return rows.map((row) => ({ userId: row.user_id, count: row.n }));
  },
  (row) => row.userId,
);

interface UserCount {
  readonly userId: string;
  readonly count: number;
}

/** Published jobs each user posted (drafts and unpaid postings are not public). */
export const publishedPostingCountByUserId = defineLoader(
  async (em, userIds: readonly string[]): Promise<UserCount[]> => {
    const rows = await em.execute<{ user_id: string; n: number }[]>(
      `select posted_by as user_id, count(*)::int as n from opportunity
        where posted_by in (?) and published_at is not null
        group by posted_by`,
      [userIds],
    );
    return rows.map((row) => ({ userId: row.user_id, count: row.n }));
  },
  (row) => row.userId,
);

/** Each user's applications, withdrawn ones aside. */
export const applicationCountByUserId = defineLoader(
  async (em, userIds: readonly string[]): Promise<UserCount[]> => {
    const rows = await em.execute<{ user_id: string; n: number }[]>(
      `select user_id, count(*)::int as n from application
        where user_id in (?) and status <> 'WITHDRAWN'
        group by user_id`,
      [userIds],
    );
    return rows.map((row) => ({ userId: row.user_id, count: row.n }));
  },
  (row) => row.userId,
);

/** Open jobs (deadline not passed) of the active organizations each user administers. */
export const openJobsAdministeredCountByUserId = defineLoader(
  async (em, userIds: readonly string[]): Promise<UserCount[]> => {
    const rows = await em.execute<{ user_id: string; n: number }[]>(
      `select role.user_id, count(*)::int as n
         from organization_role role
         join organization org on org.id = role.organization_id and org.status = 'ACTIVE'
         join opportunity o on o.organization_id = role.organization_id
        where role.user_id in (?) and role.is_admin
          and o.status = 'OPEN' and (o.deadline is null or o.deadline > now())
        group by role.user_id`,
      [userIds],
    );
    return rows.map((row) => ({ userId: row.user_id, count: row.n }));
  },
  (row) => row.userId,
);
