import type { EntityManager } from '@mikro-orm/postgresql';
import { toPage, type CursorPosition, type Page } from '@koinonia/kit';
import { UserEntity, type User } from '../users/user.entity.ts';

/** A suggested member with the reasons the web shows ("12 mutual connections"). */
export interface SuggestedConnection {
  readonly user: User;
  readonly mutualConnections: number;
  readonly sharedOrganizations: number;
  readonly sharedGroups: number;
  readonly sameCity: boolean;
}

export type SuggestedConnectionPage = Page<SuggestedConnection>;

/** Where a page starts: after the member with this score and id (`order by score desc, id`). */
export interface ScorePosition {
  readonly score: number;
  readonly id: string;
}

/**
 * The ranking is one number, so that a page is a keyset on (score, id): mutual connections
 * outweigh any number of shared organizations, which outweigh any number of shared groups, which
 * outweigh nearness (0 to 3). The "band" is the score without nearness: rows of a higher band always
 * rank first, so only the bands a page reaches need their members' locations (the candidates can be
 * most of a large network). Counts past 9,999 share a band (up to 900,000 mutual connections fit
 * below 2^53, where the cursor's number stays exact).
 */
const BAND = `sum(mutual)::bigint * 1000000000 + least(sum(organization), 9999) * 100000 + least(sum(grp), 9999) * 10`;
const NO_BAND = '9223372036854775807';

/**
 * Why someone is a candidate, as rows (id, mutual, organization, grp, neighbour) summed per member.
 * A new signal is one more branch here and one more band of the score.
 */
const signals = `
  -- Friends of friends: each accepted connection of a friend is one mutual connection (a pair has one row).
  select c.connected_id as id, 1 as mutual, 0 as organization, 0 as grp, false as neighbour
  from linked f join connection c on c.connector_id = f.id and c.status = 'ACCEPTED' where f.status = 'ACCEPTED'
  union all
  select c.connector_id, 1, 0, 0, false
  from linked f join connection c on c.connected_id = f.id and c.status = 'ACCEPTED' where f.status = 'ACCEPTED'
  union all
  -- A role in an organization the viewer holds one in: one per organization.
  select distinct r.user_id, 0, 1, 0, false
  from user_role r join user_role mine on mine.organization_id = r.organization_id
  where mine.user_id = :viewer
  union all
  -- A group both belong to, from the memberships read model (src/memberships): one per group.
  select g.user_id, 0, 0, 1, false
  from group_member g join group_member mine on mine.group_id = g.group_id
  where mine.user_id = :viewer
  union all
  -- The viewer's city, in the same state and country (either may be empty).
  select u.id, 0, 0, 0, true
  from me
  join location l on lower(l.city) = me.city
    and lower(l.state) is not distinct from me.state and lower(l.country) is not distinct from me.country
  join app_user u on u.location_id = l.id`;

interface Row extends Record<string, unknown> {
  readonly suggestion_mutual: number;
  readonly suggestion_organizations: number;
  readonly suggestion_groups: number;
  readonly suggestion_same_city: boolean;
  /** A bigint, which pg hands over as a string. */
  readonly suggestion_score: string;
}

/**
 * One page of the members the viewer may know, in one statement: active members with no
 * connection row with the viewer (any status, either side), no block either way, found by a
 * signal, ranked by score then id. `linked` is inlined where it is used, so that the planner
 * estimates it from the connection indexes.
 */
export async function findSuggestionPage(
  em: EntityManager,
  viewerId: string,
  after: ScorePosition | null,
  limit: number,
): Promise<SuggestedConnectionPage> {
  const values = {
    viewer: viewerId,
    afterBand: after ? String(after.score - (after.score % 10)) : NO_BAND,
    afterScore: after ? String(after.score) : NO_BAND,
    afterId: after?.id ?? '00000000-0000-0000-0000-000000000000',
    rows: limit + 1,
  };
  const { sql, params } = bind(
    `
    with me as (
      select lower(l.city) as city, lower(l.state) as state, lower(l.country) as country
      from app_user u left join location l on l.id = u.location_id
      where u.id = :viewer
    ),
    linked as not materialized (
      select connected_id as id, status from connection where connector_id = :viewer
      union all
      select connector_id, status from connection where connected_id = :viewer
    ),
    signal as (${signals}),
    candidate as (
      select id, sum(mutual)::int as mutual, sum(organization)::int as organization, sum(grp)::int as grp,
        bool_or(neighbour) as neighbour, ${BAND} as band
      from signal
      where id <> :viewer
        and id not in (select id from linked)
        and id not in (select blocked_user_id from block where blocker_id = :viewer)
        and id not in (select blocker_id from block where blocked_user_id = :viewer)
        and id not in (select id from app_user where status <> 'ACTIVE')
      group by id
    ),
    -- The lowest band this page can reach: that of its last row, counting only the bands below the
    -- band of the cursor (whose rows are all kept and compared exactly below).
    cut as (select band from candidate where band < :afterBand::bigint order by band desc offset :rows - 1 limit 1),
    ranked as (
      select c.id, c.mutual, c.organization, c.grp, c.neighbour, c.band +
        case
          when c.neighbour then 3
          when me.country is not null and lower(l.country) = me.country and me.state is not null and lower(l.state) = me.state then 2
          when me.country is not null and lower(l.country) = me.country then 1
          else 0
        end as score
      from candidate c
      join app_user u on u.id = c.id
      cross join me
      left join location l on l.id = u.location_id
      where c.band >= coalesce((select band from cut), -1) and c.band <= :afterBand::bigint
    ),
    page as (
      select * from ranked
      where score < :afterScore::bigint or (score = :afterScore::bigint and id > :afterId::uuid)
      order by score desc, id
      limit :rows
    )
    select u.*, p.mutual as suggestion_mutual, p.organization as suggestion_organizations, p.grp as suggestion_groups,
      p.neighbour as suggestion_same_city, p.score as suggestion_score
    from page p join app_user u on u.id = p.id
    order by p.score desc, p.id`,
    values,
  );
  const rows = await em.execute<Row[]>(sql, params);
  const suggestions = rows.map((row) => ({ row, suggestion: toSuggestion(em, row) }));
  const page = toPage(suggestions, limit, ({ row, suggestion }): CursorPosition => ({ v: Number(row.suggestion_score), id: suggestion.user.id }));
  return { ...page, results: page.results.map(({ suggestion }) => suggestion) };
}

/** Named parameters (`:name`) to the driver's positional `?`, so a value used many times is written once. */
function bind(template: string, values: Readonly<Record<string, unknown>>): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = template.replace(/(?<!:):([a-zA-Z]+)/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`no value for :${name}`);
    params.push(values[name]);
    return '?';
  });
  return { sql, params };
}

function toSuggestion(em: EntityManager, row: Row): SuggestedConnection {
  const userColumns = Object.fromEntries(Object.entries(row).filter(([column]) => !column.startsWith('suggestion_')));
  return {
    user: em.map(UserEntity, userColumns),
    mutualConnections: row.suggestion_mutual,
    sharedOrganizations: row.suggestion_organizations,
    sharedGroups: row.suggestion_groups,
    sameCity: row.suggestion_same_city,
  };
}
