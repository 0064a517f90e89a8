import { randomBytes } from 'node:crypto';
import { startServiceOrm, type Logger } from '@koinonia/kit';
import { services } from '../services.ts';
import { planBlog, writeBlog } from './blog.ts';
import { planChats, writeChats } from './chats.ts';
import { planConnections, writeConnections } from './connections.ts';
import { planFeed, writeFeed } from './feed.ts';
import { writeGroupContent } from './group-content.ts';
import { planGroups, writeGroupReadModels, writeGroups } from './groups.ts';
import { planHistory, writeHistory } from './history.ts';
import { DEMO, hashDemoPassword, planMembers, writeMembers } from './members.ts';
import { seedNewsletters } from './newsletters.ts';
import { writeNotifications } from './notifications.ts';
import { writeReports } from './reports.ts';
import { planOpportunities, writeOpportunities } from './opportunities.ts';
import { planOrganizations, writeOrganizations } from './organizations.ts';
import { planCircles, writeCommunityPeople } from './people.ts';
import { planPrayers, writePrayers } from './prayers.ts';
import { countRows, inTransaction, vacuumAnalyze } from './sql.ts';

/**
 * The demo community, by domain: each module plans its rows from the members (pure and
 * deterministic) and writes them into its service's database in one transaction. Rows go straight
 * into the tables, without events, so the copies services keep of another's data are seeded too:
 * the welcome notification notify writes for a sign-up, identity's read model of community's
 * group members, and community's of identity's members and connections (people.ts). A new domain
 * is a module with a plan and a write, one line in `runSeed` and its tables in `seededTables`.
 */

export const scales = {
  small: {
    members: 40,
    connections: { perMember: [4, 9], hubSize: 16 },
    organizations: 8,
    opportunities: 24,
    groups: 10,
    groupSize: [3, 12],
    chats: { direct: 12, userGroup: 4, group: 4 },
    posts: 18,
    feed: { posts: 60, comments: [0, 5], reactions: [0, 8] },
    prayers: 24,
  },
  large: {
    members: 10_000,
    connections: { perMember: [32, 72], hubSize: 5_200 },
    organizations: 400,
    opportunities: 20_000,
    groups: 800,
    groupSize: [5, 40],
    chats: { direct: 5_000, userGroup: 800, group: 400 },
    posts: 2_000,
    feed: { posts: 100_000, comments: [0, 4], reactions: [0, 6] },
    prayers: 3_000,
  },
} as const;

export type Scale = keyof typeof scales;
export const isScale = (value: string): value is Scale => Object.hasOwn(scales, value);

/** The tables the seed fills, by service: what the summary counts. */
export const seededTables: Readonly<Record<string, readonly string[]>> = {
  identity: ['app_user', 'profile', 'location', 'user_role', 'connection', 'group_member', 'experience', 'education', 'video', 'testimonial'],
  'orgs-jobs': ['organization', 'organization_role', 'follow', 'opportunity', 'application', 'open_to_call', 'promo_code', 'payment'],
  community: [
    'app_group',
    'group_member',
    'content_link',
    'content_resource',
    'content_faq',
    'community_member',
    'community_connection',
    'news_feed_post',
    'comment',
    'reaction',
    'prayer',
    'prayer_update',
    'report',
  ],
  chat: ['chat', 'chat_participant'],
  content: ['blog_post', 'category', 'blog_post_section', 'blog_post_category', 'newsletter', 'newsletter_subscriber'],
  notify: ['member', 'notification'],
};

type Env = Readonly<Record<string, string | undefined>>;

export interface SeedResult {
  /** Rows in each seeded table after the run, by service. */
  readonly counts: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Seconds the community's feed and prayers (planned and written) took. */
  readonly feedSeconds: number;
}

/**
 * Seeds every service's database as `npm start` finds it in `env` (DATABASE_URL, or
 * `<SERVICE>_DATABASE_URL`), after applying the service's migrations. Running it again adds nothing.
 */
export async function runSeed(options: { env: Env; scale: Scale; logger: Logger }): Promise<SeedResult> {
  const urls = await migrateAll(options.env, options.logger);
  const url = (service: string): string => urls.get(service) ?? fail(`no database for ${service}`);
  const size = scales[options.scale];
  const now = new Date();

  const members = planMembers(size.members, now);
  const organizations = planOrganizations(size.organizations, members, now);
  const groups = planGroups(size.groups, size.groupSize, members, now);
  const chats = planChats(size.chats, members, groups, now);
  const posts = planBlog(size.posts, members, organizations, now);
  const connections = planConnections(size.connections, members, organizations, now);
  const history = planHistory(members, organizations, now);

  const passwordHash = await hashDemoPassword();
  const present = await inTransaction(url('identity'), async (db) => {
    const written = await writeMembers(db, members, organizations, passwordHash);
    await writeConnections(db, connections, written);
    await writeHistory(db, history, written, members[DEMO.admin]?.id);
    return written;
  });
  await vacuumAnalyze(url('identity'), ['app_user', 'location', 'user_role', 'connection', 'experience', 'education']);
  await inTransaction(url('orgs-jobs'), (db) => writeOrganizations(db, organizations, present));
  const opportunities = planOpportunities(size.opportunities, organizations, now);
  await inTransaction(url('orgs-jobs'), (db) => writeOpportunities(db, opportunities, members, present, now, organizations, options.env));
  await vacuumAnalyze(url('orgs-jobs'), ['organization', 'organization_role', 'follow', 'opportunity', 'application', 'payment', 'promo_code']);
  const groupIds = await inTransaction(url('community'), (db) => writeGroups(db, groups, present));
  await inTransaction(url('identity'), (db) => writeGroupReadModels(db, groups, groupIds, present));
  const feedStarted = Date.now();
  const circles = planCircles(members, groups, connections);
  const feed = planFeed(size.feed, circles, groups, now);
  const prayers = planPrayers(size.prayers, circles, groups, now);
  await inTransaction(url('community'), async (db) => {
    await writeCommunityPeople(db, members, connections, present);
    const postIds = await writeFeed(db, feed, present, groupIds);
    await writePrayers(db, prayers, present, groupIds);
    const welcome = feed.posts[1];
    await writeGroupContent(db, groups, groupIds, new Map(welcome?.groupId ? [[welcome.groupId, welcome.id]] : []));
    await writeReports(db, { feed, groups, members }, { postIds, present }, now);
  });
  await vacuumAnalyze(url('community'), ['community_member', 'community_connection', 'news_feed_post', 'comment', 'reaction', 'prayer']);
  const feedSeconds = (Date.now() - feedStarted) / 1000;
  await inTransaction(url('chat'), (db) => writeChats(db, chats, present));
  await inTransaction(url('content'), (db) => writeBlog(db, posts, present));
  await seedNewsletters(url, { members, organizations, opportunities, present }, now);
  await inTransaction(url('notify'), (db) => writeNotifications(db, members, present));

  const counts: Record<string, Record<string, number>> = {};
  for (const [service, tables] of Object.entries(seededTables)) counts[service] = await countRows(url(service), tables);
  return { counts, feedSeconds };
}

/** Each service's database URL, resolved as the service itself does, with its migrations applied. */
async function migrateAll(env: Env, logger: Logger): Promise<Map<string, string>> {
  // The services' configuration requires a secret, and notify's a mail adapter (SendGrid, or the dev
  // mailbox of development mode); nothing here signs anything or sends e-mail.
  const serviceEnv = { ...env, KOINONIA_DEV_MODE: 'true', INTERNAL_SECRET: env['INTERNAL_SECRET'] ?? randomBytes(32).toString('hex') };
  const urls = new Map<string, string>();
  for (const { definition, loadConfig } of services) {
    const { databaseUrl } = loadConfig(serviceEnv);
    const orm = await startServiceOrm({
      name: definition.name,
      databaseUrl,
      entities: definition.entities,
      migrations: definition.migrations,
      logger,
      poolSize: 1,
    });
    await orm.close();
    urls.set(definition.name, databaseUrl);
  }
  return urls;
}

const fail = (message: string): never => {
  throw new Error(message);
};
