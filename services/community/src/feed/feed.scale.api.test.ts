import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlatformRole } from '@koinonia/kit';
import { dataOf, startTestService, type TestService } from '@koinonia/kit/testing';
import type { FeedScope } from '../__generated__/documents/graphql.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';
import { FEED, GROUP_FEED } from './feed.testing.ts';

// The feed at 100,000 posts (1,000 authors, a fifth of the posts in 20 groups): every scope's first
// and a later page stay fast because each scope reads its keyset index newest first and stops at the
// page's end. The bound is loose (a shared 2-core machine); the figures are printed.
let t: TestService<CommunityConfig>;
const viewer = member();
const POSTS = 100_000;
const BOUND_MS = 1_500;

beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
  const groups = [];
  for (let i = 0; i < 20; i += 1) groups.push((await addGroup(t, member(), { privacy: i % 2 ? 'CLOSED' : 'PUBLIC' })).id);
  await join(t, groups[1]!, viewer);
  await t.sql(
    `insert into community_member (user_id, profile_id, slug, first_name, last_name, country, state, city, zipcode)
       select gen_random_uuid(), gen_random_uuid(), 'm' || i, 'M', 'N', 'Country ' || (i % 3), 'State ' || (i % 10), 'City ' || (i % 50), lpad((i % 100)::text, 5, '0')
       from generate_series(1, 1000) i`,
  );
  await t.sql(
    `insert into community_member (user_id, profile_id, slug, first_name, last_name, country, state, city, zipcode)
       values (?, gen_random_uuid(), 'viewer', 'V', 'W', 'Country 1', 'State 1', 'City 1', '00001')`,
    [viewer.userId],
  );
  await t.sql("insert into community_connection (user_id, other_id) select ?, user_id from community_member where slug like 'm%' and random() < 0.05", [viewer.userId]);
  await t.sql('insert into community_connection (user_id, other_id) select other_id, user_id from community_connection');
  await t.sql("insert into member_block (blocker_id, blocked_id) select ?, user_id from community_member where slug like 'm%' and random() < 0.01", [viewer.userId]);
  await t.sql(
    `with authors as (select array_agg(user_id) a from community_member where slug like 'm%')
     insert into news_feed_post (id, author_id, author_is_admin, group_id, body, status, is_featured, created_at, updated_at)
       select gen_random_uuid(), a[1 + floor(random() * 1000)::int], i % 97 = 0,
              case when i % 5 = 0 then (?::uuid[])[1 + (i % 20)] end, 'Post ' || i,
              case when i % 50 = 0 then 'PENDING' else 'APPROVED' end, i % 89 = 0,
              now() - make_interval(secs => i), now()
       from authors, generate_series(1, ${POSTS}) i`,
    [`{${groups.join(',')}}`],
  );
  await t.sql('analyze');
}, 120_000);
afterAll(async () => t?.stop());

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

describe(`the feed at ${POSTS.toLocaleString('en')} posts`, () => {
  it('answers every scope, first page and a later one, within the bound', async () => {
    expect(await t.count('news_feed_post')).toBe(POSTS);
    const figures: Record<string, string> = {};
    const scopes: FeedScope[] = ['PUBLIC', 'FEATURED', 'ADMIN', 'MY_POSTS', 'MY_CONNECTIONS', 'CITY', 'STATE', 'COUNTRY', 'ZIPCODE'];
    for (const scope of scopes) {
      const [first, firstMs] = await timed(async () => dataOf(await t.run(viewer, FEED, { filterByType: scope, first: 20 })).newsFeedPosts);
      const [, laterMs] = await timed(async () => dataOf(await t.run(viewer, FEED, { filterByType: scope, first: 20, cursor: first.cursor })));
      figures[scope] = `${first.results.length} posts, ${firstMs.toFixed(0)} ms, next page ${laterMs.toFixed(0)} ms`;
      expect(Math.max(firstMs, laterMs)).toBeLessThan(BOUND_MS);
    }
    const admin = member([PlatformRole.ADMIN]);
    const [, adminMs] = await timed(async () => dataOf(await t.run(admin, FEED, { first: 20 })));
    figures['PUBLIC as a platform admin'] = `${adminMs.toFixed(0)} ms`;
    const [groupId] = (await t.sql<{ group_id: string }>('select group_id from news_feed_post where group_id is not null limit 1')).map((r) => r.group_id);
    const [, groupMs] = await timed(async () => dataOf(await t.run(admin, GROUP_FEED, { groupId: groupId!, first: 20 })));
    figures['groupFeedPosts'] = `${groupMs.toFixed(0)} ms`;
    expect(Math.max(adminMs, groupMs)).toBeLessThan(BOUND_MS);
    console.log(figures);
  });
});
