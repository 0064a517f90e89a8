import { chanceFor, daysBefore, seedId, uniqueSlugs } from './deterministic.ts';
import { DEMO, type Member } from './members.ts';
import type { Organization } from './organizations.ts';
import { insertRows, presentIds, type Db } from './sql.ts';

/** content: blog posts by members and organizations, with categories and sections. */

export interface BlogPost {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly status: 'DRAFT' | 'PUBLISHED';
  readonly authorId: string;
  /** Set for posts written for an organization; the post is then on the organization's blog. */
  readonly organization: Organization | null;
  readonly ownerProfileId: string;
  readonly section: string | null;
  readonly categories: readonly string[];
  readonly createdAt: Date;
}

export const categories = ['Leadership', 'Worship', 'Missions', 'Youth Ministry', 'Theology', 'Church Life', 'Prayer', 'Pastoral Care'] as const;
export const sections = ['Devotionals', 'News', 'Resources', 'Stories'] as const;

const subjects = [
  'small groups', 'Sabbath', 'church planting', 'sermon preparation', 'volunteer care', 'hospitality', 'youth ministry',
  'prayer meetings', 'welcoming refugees', 'worship sets', 'grief', 'discipleship', 'children’s ministry', 'church budgets',
  'short-term missions', 'rural ministry', 'mentoring', 'lament', 'evangelism', 'bivocational ministry',
] as const;

const headlines = [
  (s: string) => `Five lessons on ${s}`,
  (s: string) => `What ${s} taught our church`,
  (s: string) => `Rethinking ${s} in a small congregation`,
  (s: string) => `A short theology of ${s}`,
  (s: string) => `Ten years of ${s}: what I would do again`,
  (s: string) => `Starting again with ${s}`,
  (s: string) => `Questions to ask before changing ${s}`,
  (s: string) => `How our staff approaches ${s}`,
] as const;

const paragraphs = [
  'When we started, we assumed the hard part would be the programme. It was not: it was learning to listen to the people already in the room.',
  'We tried three different formats in two years. The one that stuck was the simplest: an open Bible, an open table and an open door.',
  'Our volunteers taught us more than any conference did. They noticed who was missing, who was new and who was quietly struggling.',
  'Scripture kept correcting us. Again and again we found that what we called strategy, the apostles simply called love.',
  'None of this happened quickly. Most of the fruit we see today was planted by people who never saw it grow.',
  'If you lead a small church, take heart: faithfulness is not measured in attendance, and the Spirit is not limited by our budgets.',
  'We now begin every planning meeting with twenty minutes of prayer. The meetings are shorter, and the decisions are better.',
  'Some things did not work. We have learned to say so out loud, to thank the people who tried, and to try something else.',
] as const;

const verses = [
  'Let us consider how to stir up one another to love and good works. — Hebrews 10:24',
  'Unless the Lord builds the house, those who build it labour in vain. — Psalm 127:1',
  'I planted, Apollos watered, but God gave the growth. — 1 Corinthians 3:6',
  'Bear one another’s burdens, and so fulfil the law of Christ. — Galatians 6:2',
] as const;

/** Mostly members' own posts, a third written for an organization by one of its admins; the demo pastor wrote the first. */
export function planBlog(count: number, members: readonly Member[], organizations: readonly Organization[], now: Date): BlogPost[] {
  const planned = Array.from({ length: count }, (_, p) => {
    const chance = chanceFor('post', p);
    // Consecutive posts take different subjects; the pair of headline and subject repeats only after 160 posts.
    const headline = headlines[(p + Math.floor(p / subjects.length)) % headlines.length]!;
    return { p, chance, title: headline(subjects[p % subjects.length]!) };
  });
  const slugs = uniqueSlugs(planned.map(({ title }) => title), 'post');
  return planned.map(({ p, chance, title }, i) => {
    const organization = p % 3 === 2 ? chance.pick(organizations) : null;
    const admin = organization?.staff.find((s) => s.isAdmin);
    const author = p === 0 ? members[DEMO.pastor]! : chance.pick(members);
    const body = chance.sample(paragraphs, chance.int(3, 5)).map((text) => `<p>${text}</p>`);
    body.splice(1, 0, `<blockquote>${chance.pick(verses)}</blockquote>`);
    return {
      id: seedId('post', p),
      slug: slugs[i]!,
      title,
      body: body.join('\n'),
      status: p > 0 && chance.chance(0.1) ? 'DRAFT' : 'PUBLISHED',
      authorId: organization && admin ? admin.userId : author.id,
      organization: organization && admin ? organization : null,
      ownerProfileId: organization && admin ? organization.profileId : author.profileId,
      section: chance.chance(0.8) ? chance.pick(sections) : null,
      categories: chance.sample(categories, chance.int(1, 3)),
      createdAt: daysBefore(now, chance, 400),
    };
  });
}

/** A category or section an admin already made under the same name (any case) is used as it is. */
async function idsByName(db: Db, table: string, names: readonly string[]): Promise<Map<string, string>> {
  await insertRows(db, table, names.map((name) => ({ id: seedId(table, name), name })));
  const { rows } = await db.query<{ id: string; name: string }>(`select id, lower(name) as name from ${table} where lower(name) = any($1)`, [
    names.map((name) => name.toLowerCase()),
  ]);
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function writeBlog(db: Db, planned: readonly BlogPost[], members: ReadonlySet<string>): Promise<void> {
  const categoryIds = await idsByName(db, 'category', categories);
  const sectionIds = await idsByName(db, 'blog_post_section', sections);
  const posts = planned.filter((post) => members.has(post.authorId));
  await insertRows(
    db,
    'blog_post',
    posts.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      body: post.body,
      status: post.status,
      author_id: post.authorId,
      author_org_id: post.organization?.id ?? null,
      author_type: post.organization ? 'ORGANIZATION' : 'USER',
      owner_profile_id: post.ownerProfileId,
      section_id: post.section ? sectionIds.get(post.section.toLowerCase()) : null,
      created_at: post.createdAt,
      updated_at: post.createdAt,
      published_at: post.status === 'PUBLISHED' ? post.createdAt : null,
    })),
  );
  const present = await presentIds(db, 'blog_post', posts.map((post) => post.id));
  await insertRows(
    db,
    'blog_post_category',
    posts
      .filter((post) => present.has(post.id))
      .flatMap((post) => post.categories.map((name) => ({ post_id: post.id, category_id: categoryIds.get(name.toLowerCase()) }))),
  );
}
