import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createLogger } from '@koinonia/kit';
import { createTestDatabase, type TestDatabase } from '@koinonia/kit/testing';
import { services } from '../services.ts';
import { startSystem, type RunningSystem } from '../system.ts';
import { DEMO_PASSWORD } from './members.ts';
import { runSeed, scales } from './run-seed.ts';

// `npm run seed` at the small scale on fresh databases (one per service, as `npm start` has), run
// twice; then the whole back end on those databases, driven over HTTP as the browser drives it.
const env: Record<string, string> = { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent', KAFKA_BROKERS: '' };
const databases: TestDatabase[] = [];
const logger = createLogger('seed-test', 'silent');
let system: RunningSystem | undefined;

beforeAll(async () => {
  for (const { definition } of services) {
    const db = await createTestDatabase(`seed_${definition.name}`);
    databases.push(db);
    env[`${definition.name.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`] = db.url;
  }
}, 60_000);

afterAll(async () => {
  await system?.stop();
  for (const db of databases) await db.drop();
});

/** What a second run must leave alone: the password hash is made afresh on every run. */
async function identityFingerprint(): Promise<string> {
  const client = new pg.Client({ connectionString: env['IDENTITY_DATABASE_URL'] });
  await client.connect();
  try {
    const { rows } = await client.query<{ fingerprint: string }>(
      `select md5(string_agg(id || slug || email || password_hash || updated_at::text, ',' order by id)) as fingerprint from app_user`,
    );
    return rows[0]!.fingerprint;
  } finally {
    await client.end();
  }
}

/** Rows of one query on one service's database. */
async function query<T>(service: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: env[`${service.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`] });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The community rows a second run must leave alone, counters and pinned post included. */
async function communityFingerprint(): Promise<string> {
  const [row] = await query<{ fingerprint: string }>(
    'community',
    `select md5(concat_ws('|',
       (select string_agg(concat_ws(':', id, comments_count, updated_at), ',' order by id) from news_feed_post),
       (select string_agg(concat_ws(':', id, answered_at, updated_at), ',' order by id) from prayer),
       (select string_agg(concat_ws(':', id, pinned_news_feed_post_id, members_count), ',' order by id) from app_group),
       (select string_agg(concat_ws(':', user_id, city), ',' order by user_id) from community_member))) as fingerprint`,
  );
  return row!.fingerprint;
}

/** A browser-like client of the gateway: keeps the session cookie. */
function browser(): <T>(query: string, variables?: Record<string, unknown>) => Promise<T> {
  let cookie = '';
  return async <T,>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(system!.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
}

const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(email: $email, password: $password, mutationType: LOGIN) { id firstName isEmailVerified }
}`;

describe('npm run seed', () => {
  it('fills every service with a small community, and a second run changes nothing', async () => {
    const first = await runSeed({ env: { ...process.env, ...env }, scale: 'small', logger });
    expect(first.counts['identity']).toMatchObject({ app_user: scales.small.members, profile: scales.small.members });
    expect(first.counts['identity']!['connection']).toBeGreaterThanOrEqual(200);
    expect(first.counts['orgs-jobs']).toMatchObject({ organization: scales.small.organizations });
    expect(first.counts['community']).toMatchObject({ app_group: scales.small.groups });
    expect(first.counts['content']).toMatchObject({ blog_post: scales.small.posts });
    // notify knows every member, as identity's events would have told it.
    expect(first.counts['notify']).toMatchObject({ member: scales.small.members });
    for (const tables of Object.values(first.counts)) for (const n of Object.values(tables)) expect(n).toBeGreaterThan(0);
    const fingerprint = await identityFingerprint();
    const community = await communityFingerprint();

    const second = await runSeed({ env: { ...process.env, ...env }, scale: 'small', logger });
    expect(second.counts).toEqual(first.counts);
    expect(await identityFingerprint()).toBe(fingerprint);
    expect(await communityFingerprint()).toBe(community);
  }, 60_000);

  it('keeps the rules of the feed, prayers and profiles the use cases keep', async () => {
    const [feed] = await query<Record<string, string>>(
      'community',
      `select
         (select count(*) from news_feed_post p where comments_count <> (select count(*) from comment c where c.news_feed_post_id = p.id)) as miscounted,
         (select count(*) from (select 1 from reaction group by user_id, coalesce(news_feed_post_id, comment_id, prayer_id) having count(*) > 1) twice) as reacted_twice,
         (select count(*) from reaction where prayer_id is not null and name <> 'PRAYING') as prayed_otherwise,
         (select count(*) from comment c join news_feed_post p on p.id = c.news_feed_post_id where c.created_at < p.created_at) as comment_before_post,
         (select count(*) from comment c join prayer p on p.id = c.prayer_id where not p.is_commentable) as comment_on_closed_prayer,
         (select count(*) from news_feed_post p left join community_member m on m.user_id = p.author_id where m.city is null) as author_without_place,
         (select count(*) from news_feed_post p where p.group_id is not null
            and not exists (select 1 from group_member m where m.group_id = p.group_id and m.user_id = p.author_id)) as outsider_group_post,
         (select count(*) from community_connection a where not exists (select 1 from community_connection b where b.user_id = a.other_id and b.other_id = a.user_id)) as one_way,
         (select count(*) from prayer where is_answered and testimony is not null) as testimonies,
         (select count(*) from app_group where pinned_news_feed_post_id is not null) as pinned,
         (select count(*) from report r where not exists (select 1 from news_feed_post p where p.id = r.content_id and p.group_id = r.group_id)) as report_elsewhere,
         (select count(*) from report r where not exists (select 1 from group_member m where m.group_id = r.group_id and m.user_id = r.reporter_id)) as report_by_outsider,
         (select count(*) from report where status = 'PENDING') as pending_reports`,
    );
    expect(feed).toMatchObject({
      miscounted: '0', reacted_twice: '0', prayed_otherwise: '0', comment_before_post: '0', comment_on_closed_prayer: '0',
      author_without_place: '0', outsider_group_post: '0', one_way: '0', report_elsewhere: '0', report_by_outsider: '0',
    });
    expect(Number(feed!['pending_reports'])).toBeGreaterThan(0);
    expect(Number(feed!['testimonies'])).toBeGreaterThan(0);
    expect(Number(feed!['pinned'])).toBeGreaterThanOrEqual(1);
    // As identity's accepted connections are, in both directions.
    const [{ accepted }] = (await query<{ accepted: string }>('identity', `select count(*) as accepted from connection where status = 'ACCEPTED'`)) as [{ accepted: string }];
    const [{ copied }] = (await query<{ copied: string }>('community', 'select count(*) as copied from community_connection')) as [{ copied: string }];
    expect(Number(copied)).toBe(2 * Number(accepted));
    // notify sends newsletters to the members whose identity setting asks for them.
    const newsletterReaders = `select count(*) as n from app_user where is_send_newsletters`;
    const [{ n: wanted }] = (await query<{ n: string }>('identity', newsletterReaders)) as [{ n: string }];
    const [{ n: known }] = (await query<{ n: string }>('notify', newsletterReaders.replace('app_user', 'member'))) as [{ n: string }];
    expect(Number(wanted)).toBeGreaterThan(0);
    expect(known).toBe(wanted);

    const [identity] = await query<Record<string, string>>(
      'identity',
      `select
         (select count(*) from app_user u where (select count(*) from experience e where e.user_id = u.id and e.is_primary) <> 1) as without_one_primary,
         (select count(*) from experience where is_primary and end_date is not null) as primary_ended,
         (select count(*) from experience where not is_primary and end_date is null) as other_current,
         (select count(*) from testimonial where status = 'APPROVED') as approved`,
    );
    expect(identity).toMatchObject({ without_one_primary: '0', primary_ended: '0', other_current: '0' });
    expect(Number(identity!['approved'])).toBeGreaterThan(0);
  });

  it('lets the demo accounts sign in through the gateway and see their community', async () => {
    system = await startSystem({ ports: 'ephemeral', env });

    const member = browser();
    const signedIn = await member<{ signIn: { id: string; isEmailVerified: boolean } }>(SIGN_IN, {
      email: 'member@koinonia.example',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.signIn).toMatchObject({ isEmailVerified: true });
    const seen = await member<{
      me: { firstName: string; profile: { about: string }; location: { city: string } };
      myOrganizations: { results: { name: string }[] };
      myGroups: { results: { name: string }[] };
      chats: { results: { type: string; participants: { user: { firstName: string } }[] }[] };
      blogPosts: { results: { title: string; author: { firstName: string }; categories: { name: string }[] }[] };
      notifications: { unreadCount: number };
    }>(`{
      me { firstName profile { about } location { city } }
      myOrganizations { results { name } }
      myGroups { results { name } }
      chats { results { type participants { user { firstName } } } }
      blogPosts { results { title author { firstName } categories { name } } }
      notifications { unreadCount }
    }`);
    expect(seen.me.firstName).toBe('Hannah');
    expect(seen.me.profile.about).toMatch(/\w/);
    expect(seen.me.location.city).toMatch(/\w/);
    expect(seen.myOrganizations.results.map((o) => o.name)).toContain('Grace Fellowship Church');
    expect(seen.myGroups.results.length).toBeGreaterThanOrEqual(3);
    expect(seen.chats.results.map((c) => c.type)).toEqual(expect.arrayContaining(['DIRECT', 'USER_GROUP']));
    const directWith = seen.chats.results.filter((c) => c.type === 'DIRECT').flatMap((c) => c.participants.map((p) => p.user.firstName));
    expect(directWith).toEqual(expect.arrayContaining(['David', 'Ruth']));
    expect(seen.blogPosts.results.length).toBeGreaterThan(0);
    for (const post of seen.blogPosts.results) {
      expect(post.author.firstName).toMatch(/\w/);
      expect(post.categories.length).toBeGreaterThan(0);
    }
    expect(seen.notifications.unreadCount).toBe(1);

    const network = await member<{
      connections: { totalConnections: number };
      requests: { results: { connectedId: string }[] };
      suggestedConnections: { results: { user: { firstName: string }; mutualConnections: number; sharedGroups: number }[] };
    }>(`{
      connections { totalConnections }
      requests: connections(status: PENDING) { results { connectedId } }
      suggestedConnections(first: 5) { results { user { firstName } mutualConnections sharedGroups } }
    }`);
    expect(network.connections.totalConnections).toBeGreaterThanOrEqual(5);
    expect(network.requests.results.filter((r) => r.connectedId === signedIn.signIn.id).length).toBeGreaterThanOrEqual(2);
    expect(network.suggestedConnections.results.length).toBe(5);
    expect(network.suggestedConnections.results[0]!.mutualConnections).toBeGreaterThan(0);

    // The news feed as the demo member reads it: neighbours' and connections' posts, with their comments.
    const feeds = await member<Record<string, { results: { id: string; commentsCount: number; user: { id: string } }[] }>>(`{
      public: newsFeedPosts(first: 50) { results { id commentsCount user { id } } }
      city: newsFeedPosts(filterByType: CITY, first: 50) { results { id commentsCount user { id } } }
      country: newsFeedPosts(filterByType: COUNTRY, first: 50) { results { id commentsCount user { id } } }
      connections: newsFeedPosts(filterByType: MY_CONNECTIONS, first: 50) { results { id commentsCount user { id } } }
      featured: newsFeedPosts(filterByType: FEATURED) { results { id commentsCount user { id } } }
    }`);
    for (const scope of ['public', 'city', 'country', 'connections', 'featured']) expect(feeds[scope]!.results.length).toBeGreaterThan(0);
    expect(feeds['city']!.results.some((post) => post.user.id !== signedIn.signIn.id)).toBe(true);
    const [cityRows] = await query<{ n: string }>(
      'community',
      `select count(*) as n from news_feed_post p join community_member o on o.user_id = p.author_id
         join community_member me on me.user_id = '${signedIn.signIn.id}'
        where lower(o.city) = lower(me.city) and lower(o.state) is not distinct from lower(me.state) and lower(o.country) = lower(me.country)
          and (p.group_id is null or p.group_id in (select id from app_group where privacy = 'PUBLIC')
               or p.group_id in (select group_id from group_member where user_id = '${signedIn.signIn.id}'))`,
    );
    expect(feeds['city']!.results.length).toBe(Math.min(50, Number(cityRows!.n)));
    const discussed = feeds['public']!.results.find((post) => post.commentsCount > 0)!;
    const thread = await member<{ comments: { results: { id: string }[] }; reactions: { name: string; count: number }[] }>(
      'query($id: ID!) { comments(newsFeedPostId: $id, first: 50) { results { id } } reactions(newsFeedPostId: $id) { name count } }',
      { id: discussed.id },
    );
    expect(thread.comments.results.length).toBe(discussed.commentsCount);

    const prayers = await member<{ prayers: { results: { isAnswered: boolean; testimony: string | null; prayedCount: number; prayerUpdates: { body: string }[] }[] } }>(
      '{ prayers(first: 50) { results { isAnswered testimony prayedCount prayerUpdates { body } } } }',
    );
    expect(prayers.prayers.results.length).toBeGreaterThan(0);
    expect(prayers.prayers.results.some((p) => p.prayedCount > 0)).toBe(true);
    expect(prayers.prayers.results.some((p) => p.prayerUpdates.length > 0)).toBe(true);

    const admin = browser();
    await admin(SIGN_IN, { email: 'admin@koinonia.example', password: DEMO_PASSWORD });
    const adminView = await admin<{ me: { roles: { name: string }[] } }>('{ me { roles { name } } }');
    expect(adminView.me.roles.map((r) => r.name)).toContain('ADMIN');

    const pastor = browser();
    await pastor(SIGN_IN, { email: 'pastor@koinonia.example', password: DEMO_PASSWORD });
    const church = await pastor<{ organization: { id: string } }>('{ organization(slug: "grace-fellowship-church") { id } }');
    const staff = await pastor<{ users: { results: { firstName: string }[] } }>(
      'query($id: ID) { users(organizationId: $id, first: 50) { results { firstName } } }',
      { id: church.organization.id },
    );
    expect(staff.users.results.map((u) => u.firstName)).toEqual(expect.arrayContaining(['David', 'Hannah', 'Ruth']));
    const groups = await pastor<{ myGroups: { results: { name: string }[] } }>('{ myGroups(type: "ADMIN") { results { name } } }');
    expect(groups.myGroups.results.map((g) => g.name)).toContain('Young Adults Bible Study');

    // The pastor's group has its links, resources, FAQs and pinned welcome; his profile is full.
    const group = await pastor<{ group: { id: string; pinnedNewsFeedPostId: string | null } }>('{ group(slug: "young-adults-bible-study") { id pinnedNewsFeedPostId } }');
    const content = await pastor<{ links: { results: unknown[] }; resources: { results: unknown[] }; faqs: { results: unknown[] }; groupFeedPosts: { results: { id: string }[] } }>(
      'query($id: ID!) { links(groupId: $id) { results { id } } resources(groupId: $id) { results { id } } faqs(groupId: $id) { results { id } } groupFeedPosts(groupId: $id, first: 50) { results { id } } }',
      { id: group.group.id },
    );
    expect(content.links.results.length).toBeGreaterThan(0);
    expect(content.resources.results.length).toBeGreaterThan(0);
    expect(content.faqs.results.length).toBeGreaterThan(0);
    expect(content.groupFeedPosts.results.map((p) => p.id)).toContain(group.group.pinnedNewsFeedPostId);
    const profile = await pastor<{
      me: { slug: string; profile: { id: string }; experiences: { isPrimary: boolean; isCurrent: boolean }[]; educations: unknown[] };
      myTestimonial: { status: string };
    }>('{ me { slug profile { id } experiences { isPrimary isCurrent } educations { degree } } myTestimonial { status } }');
    expect(profile.me.experiences.length).toBeGreaterThanOrEqual(3);
    expect(profile.me.experiences.filter((e) => e.isPrimary)).toEqual([{ isPrimary: true, isCurrent: true }]);
    expect(profile.me.educations.length).toBeGreaterThanOrEqual(2);
    expect(profile.myTestimonial.status).toBe('APPROVED');
    const videos = await pastor<{ videos: { results: unknown[] } }>('query($id: ID!) { videos(profileId: $id) { results { id } } }', { id: profile.me.profile.id });
    expect(videos.videos.results.length).toBe(3);
  }, 60_000);
});
