import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { percentile } from '@koinonia/gateway/testing';
import { DEMO_PASSWORD } from './seed/members.ts';
import { ms, withSeededSystem } from './bench-seeded-system.ts';
import { benchOptions, SMOKE_VERDICT } from './bench-support.ts';
import { isScale } from './seed/run-seed.ts';

// `npm run bench:feed [-- --duration 5 --scale large --smoke]`: the first page (20 posts) of three feeds
// through the gateway on a freshly seeded community, one request at a time, each beside the same
// page fetched by one hand-written SQL statement on community's database in the same run (the
// floor: no GraphQL, no gateway, no HTTP). newsFeedPosts(PUBLIC) and (MY_CONNECTIONS) as the
// seeded pastor (~5,000 connections), and the feed of the public group with the most posts. The
// databases are dropped at the end.

const PAGE = 20;
const TARGET_P95_MS = 40;
const TARGET_RATIO = 1.5;

/** What a feed card shows of a post, all owned by community. */
const CARD = 'id body imageUrl videoUrl groupId profileId commentsCount isEdited createdAt reactionCounts { name count } viewerReactions';

/** The same page by hand: the posts with the author's profile id, reaction counts and the viewer's reactions. */
const pageSql = (where: string): string => `
  with page as (
    select p.id, p.author_id, p.body, p.image_url, p.video_url, p.group_id, p.comments_count, p.is_edited, p.created_at
      from news_feed_post p left join app_group g on g.id = p.group_id
     where ${where}
       and (p.status = 'APPROVED' or p.author_id = $1)
       and not exists (select 1 from member_block b
                        where (b.blocker_id = $1 and b.blocked_id = p.author_id) or (b.blocker_id = p.author_id and b.blocked_id = $1))
     order by p.created_at desc, p.id desc
     limit ${PAGE + 1})
  select page.*, m.profile_id,
         (select coalesce(json_agg(json_build_object('name', c.name, 'count', c.n) order by c.name), '[]')
            from (select r.name, count(*) as n from reaction r where r.news_feed_post_id = page.id group by r.name) c) as reaction_counts,
         (select coalesce(array_agg(r.name), '{}') from reaction r where r.news_feed_post_id = page.id and r.user_id = $1) as viewer_reactions
    from page left join community_member m on m.user_id = page.author_id
   order by page.created_at desc, page.id desc`;

const PUBLIC_PLACE = `((p.group_id is null and p.event_id is null)
  or (g.privacy = 'PUBLIC' and g.status = 'ACTIVE' and coalesce((g.permissions -> 'feed' ->> 'isVisible')::boolean, true)))`;

interface Feed {
  readonly title: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly sql: string;
  readonly params: readonly unknown[];
}

function feeds(viewerId: string, groupId: string): Feed[] {
  return [
    {
      title: 'newsFeedPosts(PUBLIC)',
      query: `{ newsFeedPosts(filterByType: PUBLIC, first: ${PAGE}) { results { ${CARD} } hasNextPage cursor } }`,
      variables: {},
      sql: pageSql(PUBLIC_PLACE),
      params: [viewerId],
    },
    {
      title: 'newsFeedPosts(MY_CONNECTIONS)',
      query: `{ newsFeedPosts(filterByType: MY_CONNECTIONS, first: ${PAGE}) { results { ${CARD} } hasNextPage cursor } }`,
      variables: {},
      sql: pageSql(`p.author_id in (select c.other_id from community_connection c where c.user_id = $1)
        and ((p.group_id is null and p.event_id is null) or (g.privacy = 'PUBLIC' and g.status = 'ACTIVE')
          or exists (select 1 from group_member gm where gm.group_id = p.group_id and gm.user_id = $1))`),
      params: [viewerId],
    },
    {
      title: 'groupFeedPosts of the busiest public group',
      query: `query($groupId: ID!) { groupFeedPosts(groupId: $groupId, first: ${PAGE}) { results { ${CARD} } hasNextPage cursor } }`,
      variables: { groupId },
      sql: pageSql('p.group_id = $2'),
      params: [viewerId, groupId],
    },
  ];
}

async function post(url: string, body: unknown, cookie?: string): Promise<{ data: Record<string, unknown>; cookie?: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (json.errors || !json.data) throw new Error(`request failed: ${JSON.stringify(json.errors ?? json)}`);
  const setCookie = res.headers.getSetCookie()[0];
  return { data: json.data, ...(setCookie ? { cookie: setCookie.split(';')[0]! } : {}) };
}

interface Figures {
  readonly p50: number;
  readonly p95: number;
  readonly n: number;
}

/** Times `once` one call after another for `seconds` (at least 20 calls), after 5 unmeasured ones. */
async function timed(seconds: number, once: () => Promise<number>): Promise<Figures & { rows: number }> {
  let rows = 0;
  for (let i = 0; i < 5; i++) rows = await once();
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until || times.length < 20) {
    const started = performance.now();
    rows = await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, rows };
}


async function run(gatewayUrl: string, community: pg.Client, seconds: number, smoke: boolean): Promise<void> {
  const { cookie } = await post(gatewayUrl, {
    query: 'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password, mutationType: LOGIN) { id } }',
    variables: { email: 'pastor@koinonia.example', password: DEMO_PASSWORD },
  });
  if (!cookie) throw new Error('no session for the pastor');
  const viewerId = String(((await post(gatewayUrl, { query: '{ me { id } }' }, cookie)).data['me'] as { id: string }).id);
  const { rows: [busiest] } = await community.query<{ group_id: string; slug: string; n: string }>(
    `select p.group_id, g.slug, count(*) as n from news_feed_post p join app_group g on g.id = p.group_id
      where g.privacy = 'PUBLIC' and g.status = 'ACTIVE' group by p.group_id, g.slug order by count(*) desc limit 1`,
  );
  if (!busiest) throw new Error('no public group has posts');
  console.log(
    `\nFeed benchmark: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the start; the first page of ${PAGE} posts, ` +
      `one request at a time for ${seconds} s each. The group has ${busiest.n} posts.\n` +
      'The subgraphs and the gateway (one process), PostgreSQL and this script share the machine\'s cores.\n',
  );
  console.log(`   ${'feed'.padEnd(54)} gateway: p50    p95  |   SQL: p50    p95  | p95 ratio`);
  // What any request to community costs through the gateway: one group by slug, one statement.
  const trivial = await timed(seconds, async () => {
    await post(gatewayUrl, { query: 'query($slug: String!) { group(slug: $slug) { id } }', variables: { slug: busiest.slug } }, cookie);
    return 1;
  });
  console.log(`   ${'(a group by slug: the fixed cost of a request)'.padEnd(54)} ${' '.repeat(5)}${ms(trivial.p50)}${ms(trivial.p95)}  |`);
  const misses: string[] = [];
  for (const feed of feeds(viewerId, busiest.group_id)) {
    const body = { query: feed.query, variables: feed.variables };
    const api = await timed(seconds, async () => {
      const { data } = await post(gatewayUrl, body, cookie);
      return (Object.values(data)[0] as { results: unknown[] }).results.length;
    });
    const sql = await timed(seconds, async () => Math.min((await community.query(feed.sql, [...feed.params])).rowCount ?? 0, PAGE));
    if (api.rows !== sql.rows) throw new Error(`${feed.title}: ${api.rows} posts through the gateway, ${sql.rows} by SQL`);
    const ratio = api.p95 / sql.p95;
    console.log(`   ${`${feed.title} (${api.rows} posts)`.padEnd(54)} ${' '.repeat(5)}${ms(api.p50)}${ms(api.p95)}  |  ${ms(sql.p50)}${ms(sql.p95)}  |  ${ratio.toFixed(1).padStart(5)}×`);
    if (api.p95 >= TARGET_P95_MS) misses.push(`${feed.title}: p95 ${api.p95.toFixed(0)} ms`);
    if (ratio > TARGET_RATIO) misses.push(`${feed.title}: ${ratio.toFixed(1)}× the SQL floor`);
  }
  if (smoke) console.log(`\n${SMOKE_VERDICT}`);
  else console.log(`\nTarget: p95 under ${TARGET_P95_MS} ms and within ${TARGET_RATIO}× the SQL floor. ${misses.length ? `Missed:\n${misses.map((m) => `  ${m}`).join('\n')}` : 'All met.'}`);
  console.log(`Load average ${loadavg()[0]!.toFixed(1)} at the end.`);
}

const { values, smoke } = benchOptions({ duration: '5', scale: 'large' }, { duration: '0', scale: 'small' });
if (!isScale(values.scale)) throw new Error('--scale must be small or large');
await withSeededSystem(
  'feed',
  values.scale,
  (counts) => {
    const seeded = counts['community']!;
    return `${seeded['news_feed_post']} posts, ${seeded['comment']} comments, ${seeded['reaction']} reactions, ${seeded['app_group']} groups, ${counts['identity']!['connection']} connections`;
  },
  async ({ gatewayUrl, databaseUrl }) => {
    const community = new pg.Client({ connectionString: databaseUrl('community') });
    await community.connect();
    try {
      await run(gatewayUrl, community, Number(values.duration), smoke);
    } finally {
      await community.end();
    }
  },
);
