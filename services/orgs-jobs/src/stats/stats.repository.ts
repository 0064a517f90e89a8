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
