import { seedId } from './deterministic.ts';
import type { Group } from './groups.ts';
import { insertColumns, type Db } from './sql.ts';

/**
 * community: the links, resources and FAQs of the first groups (written by each group's admin, in
 * order), and the demo pastor's welcome pinned in the first group. A group whose list of a kind
 * already has items (its admins saved their own) keeps it as it is; so does a group with a pinned post.
 */

interface Link {
  readonly label: string;
  readonly url: string;
}
interface Resource extends Link {
  readonly description: string;
}
interface Faq {
  readonly question: string;
  readonly answer: string;
}

const links: readonly Link[] = [
  { label: 'Thursday meeting (video call)', url: 'https://meet.koinonia.example/young-adults' },
  { label: 'Reading plan', url: 'https://www.biblegateway.com/reading-plans/' },
  { label: 'Prayer request form', url: 'https://forms.koinonia.example/prayer' },
  { label: 'Shared calendar', url: 'https://calendar.koinonia.example/groups' },
];

const resources: readonly Resource[] = [
  { label: 'Discussion guide', url: 'https://files.koinonia.example/discussion-guide.pdf', description: 'Questions for each week, with notes for leaders.' },
  { label: 'Leading a small group well', url: 'https://files.koinonia.example/small-group-leaders.pdf', description: 'A twelve-page primer for new hosts.' },
  { label: 'The Bible Project', url: 'https://bibleproject.com', description: 'Short animated overviews of every book of the Bible.' },
];

const faqs: readonly Faq[] = [
  { question: 'Who can join?', answer: 'Anyone serving in or alongside a local church. Say hello in the feed when you join.' },
  { question: 'When and where do we meet?', answer: 'Online every other Thursday at 7 pm; the link is in the group links. In person once a quarter.' },
  { question: 'Do I need to prepare?', answer: 'Read the week’s passage if you can. Come anyway if you cannot.' },
  { question: 'How do I share a prayer request?', answer: 'Use the Prayers tab of this group: only members see what is shared there.' },
];

/** How many groups get links, resources and FAQs. */
const GROUPS_WITH_CONTENT = 4;

interface Item {
  readonly id: string;
  readonly groupId: string;
  readonly position: number;
  readonly createdById: string;
  readonly createdAt: Date;
}

function itemsOf<T>(groups: readonly Group[], kind: string, list: readonly T[]): (Item & T)[] {
  return groups.slice(0, GROUPS_WITH_CONTENT).flatMap((group, g) =>
    list.slice(0, list.length - (g % 2)).map((fields, position) => ({
      ...fields,
      id: seedId('group', group.id, kind, position),
      groupId: group.id,
      position,
      createdById: group.members[0]!.userId,
      createdAt: new Date(group.createdAt.getTime() + (position + 1) * 60_000),
    })),
  );
}

const scoped = {
  id: ['uuid', (i: Item) => i.id],
  group_id: ['uuid', (i: Item) => i.groupId],
  position: ['int', (i: Item) => i.position],
  created_by_id: ['uuid', (i: Item) => i.createdById],
  created_at: ['timestamptz', (i: Item) => i.createdAt.toISOString()],
  updated_at: ['timestamptz', (i: Item) => i.createdAt.toISOString()],
} as const;

/**
 * Items of groups whose list of that kind is still empty: positions are unique per group, checked at
 * commit (deferrable, so no ON CONFLICT); a list already there, ours or its admins', stays.
 */
async function emptyIn(db: Db, table: string, items: readonly Item[]): Promise<Item[]> {
  const { rows } = await db.query<{ group_id: string }>(`select distinct group_id from ${table} where group_id = any($1::uuid[])`, [
    [...new Set(items.map((i) => i.groupId))],
  ]);
  const taken = new Set(rows.map((row) => row.group_id));
  return items.filter((i) => !taken.has(i.groupId));
}

export async function writeGroupContent(db: Db, groups: readonly Group[], present: ReadonlySet<string>, pinned: ReadonlyMap<string, string>): Promise<void> {
  const kept = groups.filter((group) => present.has(group.id));
  const linkItems = itemsOf(kept, 'link', links);
  const resourceItems = itemsOf(kept, 'resource', resources);
  const faqItems = itemsOf(kept, 'faq', faqs);
  const byId = <T extends Item>(items: readonly T[]) => new Map(items.map((i) => [i.id, i]));
  const [l, r, f] = [byId(linkItems), byId(resourceItems), byId(faqItems)];
  await insertColumns(db, 'content_link', await emptyIn(db, 'content_link', linkItems), {
    ...scoped,
    label: ['text', (i) => l.get(i.id)!.label],
    url: ['text', (i) => l.get(i.id)!.url],
  }, false);
  await insertColumns(db, 'content_resource', await emptyIn(db, 'content_resource', resourceItems), {
    ...scoped,
    label: ['text', (i) => r.get(i.id)!.label],
    url: ['text', (i) => r.get(i.id)!.url],
    description: ['text', (i) => r.get(i.id)!.description],
  }, false);
  await insertColumns(db, 'content_faq', await emptyIn(db, 'content_faq', faqItems), {
    ...scoped,
    question: ['text', (i) => f.get(i.id)!.question],
    answer: ['text', (i) => f.get(i.id)!.answer],
  }, false);
  for (const [groupId, postId] of pinned) {
    if (!present.has(groupId)) continue;
    await db.query(
      `update app_group set pinned_news_feed_post_id = $2
        where id = $1 and pinned_news_feed_post_id is null and exists (select 1 from news_feed_post where id = $2 and group_id = $1)`,
      [groupId, postId],
    );
  }
}
