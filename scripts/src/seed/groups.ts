import { chanceFor, daysBefore, seedId, uniqueSlugs } from './deterministic.ts';
import { DEMO, type Member } from './members.ts';
import { places } from './members.data.ts';
import { insertRows, presentIds, type Db } from './sql.ts';

/** community: groups with their admins and members. */

export interface GroupMembership {
  readonly userId: string;
  readonly role: 'ADMIN' | 'MEMBER';
}

export interface Group {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly privacy: 'PUBLIC' | 'CLOSED' | 'INVITE_ONLY';
  readonly isSearchable: boolean;
  readonly about: string;
  readonly createdAt: Date;
  /** The admin first. */
  readonly members: readonly GroupMembership[];
}

const topics = [
  ['Young Adults Bible Study', 'Working through the Gospels together, one chapter a week.'],
  ['Worship Leaders Network', 'Set lists, new songs and how to lead a congregation that does not sing.'],
  ['Church Planters Cohort', 'Planters in their first five years, learning from each other’s mistakes.'],
  ['Women in Ministry', 'Encouragement, mentoring and honest conversation for women serving the church.'],
  ['Prayer Warriors', 'Share requests and pray for one another through the week.'],
  ['Missions Roundtable', 'Sending churches and field workers comparing notes on partnership.'],
  ['Youth Pastors Collective', 'Curriculum, camps and keeping teenagers in church after graduation.'],
  ["Children's Ministry Ideas", 'Lessons, crafts and safe-church policies that actually work.'],
  ['Sermon Prep Workshop', 'Exegesis, outlines and feedback on each other’s sermons.'],
  ['Pastoral Care & Counseling', 'Walking with people through grief, illness and crisis.'],
  ['Church Tech & Media', 'Livestreams, sound desks and slides without the drama.'],
  ['Bivocational Pastors', 'For those who preach on Sunday and clock in on Monday.'],
  ['Seminary Students', 'Study groups, internships and surviving Hebrew.'],
  ['Chaplains Fellowship', 'Hospital, military, prison and campus chaplains.'],
  ['Urban Ministry', 'Serving neighbourhoods the suburbs forgot.'],
  ['Rural Churches', 'Small congregations, long drives and deep roots.'],
  ['Recovery Ministry', 'Leaders of recovery groups sharing what helps.'],
  ['Small Group Leaders', 'Questions, formats and training for home-group hosts.'],
  ['Church Administrators', 'Budgets, calendars, facilities and everything else.'],
  ['Spanish-Language Ministry', 'Ministerio hispano: recursos y comunión.'],
  ['Short-Term Missions', 'Planning trips that help more than they hurt.'],
  ['Campus Ministers', 'Reaching students at universities and colleges.'],
] as const;

const privacies = ['PUBLIC', 'PUBLIC', 'PUBLIC', 'PUBLIC', 'CLOSED', 'INVITE_ONLY'] as const;

/**
 * Group g: a topic (with a city once the topics run out) and an admin; the demo pastor runs the
 * first and the demo member belongs to the first three.
 */
export function planGroups(count: number, sizes: readonly [number, number], members: readonly Member[], now: Date): Group[] {
  const planned = Array.from({ length: count }, (_, g) => {
    const chance = chanceFor('group', g);
    const [topic, about] = topics[g % topics.length]!;
    const round = Math.floor(g / topics.length);
    return { g, chance, about, name: round === 0 ? topic : `${topic} — ${chance.pick(places).city}` };
  });
  const slugs = uniqueSlugs(planned.map((p) => p.name), 'group');
  return planned.map(({ g, chance, about, name }, i) => {
    const admin = g === 0 ? members[DEMO.pastor]! : chance.pick(members);
    const others = chance.sample(members, chance.int(sizes[0], sizes[1])).filter((m) => m.id !== admin.id);
    if (g < 3 && !others.some((m) => m.id === members[DEMO.member]!.id)) others.push(members[DEMO.member]!);
    const privacy = g < 3 ? 'PUBLIC' : chance.pick(privacies);
    return {
      id: seedId('group', g),
      slug: slugs[i]!,
      name,
      privacy,
      isSearchable: privacy !== 'INVITE_ONLY',
      about,
      createdAt: daysBefore(now, chance, 600),
      members: [{ userId: admin.id, role: 'ADMIN' }, ...others.map((m) => ({ userId: m.id, role: 'MEMBER' as const }))],
    };
  });
}

/** Writes the groups and their members into community; answers the ids of the groups community has. */
export async function writeGroups(db: Db, groups: readonly Group[], members: ReadonlySet<string>): Promise<Set<string>> {
  await insertRows(
    db,
    'app_group',
    groups.map((group) => ({
      id: group.id,
      slug: group.slug,
      name: group.name,
      status: 'ACTIVE',
      is_searchable: group.isSearchable,
      privacy: group.privacy,
      about: group.about,
      created_at: group.createdAt,
      updated_at: group.createdAt,
    })),
  );
  const present = await presentIds(db, 'app_group', groups.map((group) => group.id));
  await insertRows(
    db,
    'group_member',
    groups
      .filter((group) => present.has(group.id))
      .flatMap((group) =>
        group.members
          .filter((m) => members.has(m.userId))
          .map((m) => ({ id: seedId('group-member', group.id, m.userId), group_id: group.id, user_id: m.userId, role: m.role, created_at: group.createdAt })),
      ),
  );
  return present;
}

/**
 * Identity's copy of community's group members (src/memberships), as community's events would have
 * left it: the seed writes no events, so it writes the copy too.
 */
export async function writeGroupReadModels(db: Db, groups: readonly Group[], present: ReadonlySet<string>, members: ReadonlySet<string>): Promise<void> {
  const kept = groups.filter((group) => present.has(group.id));
  await insertRows(
    db,
    'group_member',
    kept.flatMap((group) =>
      group.members.filter((m) => members.has(m.userId)).map((m) => ({ group_id: group.id, user_id: m.userId, joined_at: group.createdAt })),
    ),
  );
}
