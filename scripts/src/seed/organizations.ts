import { chanceFor, daysBefore, seedId, uniqueSlugs } from './deterministic.ts';
import { DEMO, type Member } from './members.ts';
import { places, staffTitles } from './members.data.ts';
import { insertRows, presentIds, type Db } from './sql.ts';

/** orgs-jobs: churches, ministries, seminaries... with their admins and members. */

export interface Staff {
  readonly userId: string;
  readonly isAdmin: boolean;
  /** The role's name in identity ("Lead Pastor", "Volunteer"). */
  readonly title: string;
}

export interface Organization {
  readonly id: string;
  readonly profileId: string;
  readonly slug: string;
  readonly name: string;
  readonly type: string;
  readonly slogan: string;
  readonly about: string;
  readonly priority: number;
  readonly createdAt: Date;
  readonly staff: readonly Staff[];
}

const prefixes = [
  'Grace', 'Cornerstone', 'Redeemer', 'New Hope', 'Living Water', 'Harvest', 'Trinity', 'Hillside', 'Riverside',
  'Calvary', 'Mosaic', 'Emmanuel', 'Bethel', 'Good Shepherd', 'Crossroads', 'City Light', 'Restoration',
  'Covenant', 'Lighthouse', 'Northgate', 'Mercy', 'Sojourn', 'Shiloh', 'Antioch', 'Cedar Creek', 'All Nations',
] as const;

const kinds = [
  { type: 'Church', names: ['Fellowship Church', 'Community Church', 'Bible Church', 'Chapel', 'Church'] },
  { type: 'Ministry', names: ['Youth Ministries', 'Outreach', 'Prison Ministry', 'Ministries'] },
  { type: 'Nonprofit', names: ['Rescue Mission', 'Food Pantry', 'Family Services', 'Refugee Care'] },
  { type: 'Seminary', names: ['Theological Seminary', 'Bible College', 'School of Ministry'] },
  { type: 'Mission agency', names: ['Global Missions', 'Mission Partners'] },
] as const;

const names = kinds.flatMap(({ type, names: suffixes }) => suffixes.map((suffix) => ({ type, suffix })));

const slogans = [
  'Loving God, loving our neighbours.', 'Every nation, every tribe, every tongue.', 'A home for the weary.',
  'Rooted in the Word, growing in grace.', 'Equipping the saints for the work of ministry.',
  'Good news for the whole city.', 'Come as you are.', 'Faith that works.', 'Serving the least of these.',
] as const;

const missions: Readonly<Record<string, string>> = {
  Church: 'We gather every Sunday to worship, and scatter through the week in small groups across the city.',
  Ministry: 'We walk alongside people the church often misses, with mentors, meals and the gospel.',
  Nonprofit: 'Volunteers from a dozen churches keep our doors open six days a week.',
  Seminary: 'We train pastors, chaplains and missionaries for a lifetime of faithful ministry.',
  'Mission agency': 'We send and care for long-term workers and partner with national churches.',
};

/**
 * Organization k: a name from the lists (with a city once they run out), founded by one member who
 * is its admin (the demo pastor founds the first). Other members mostly belong to one organization,
 * some to two.
 */
export function planOrganizations(count: number, members: readonly Member[], now: Date): Organization[] {
  const planned = Array.from({ length: count }, (_, k) => {
    const chance = chanceFor('organization', k);
    const { type, suffix } = k === 0 ? { type: 'Church', suffix: 'Fellowship Church' } : names[(k * 7) % names.length]!;
    const prefix = prefixes[k % prefixes.length]!;
    const round = Math.floor(k / prefixes.length);
    const city = chance.pick(places).city;
    const name = round === 0 ? `${prefix} ${suffix}` : `${prefix} ${suffix} ${city}`;
    return { k, chance, type, name, city };
  });
  const slugs = uniqueSlugs(planned.map((o) => o.name), 'organization');
  const staff = planned.map(() => new Map<string, Staff>());
  const join = (k: number, member: Member, isAdmin: boolean, pick: (titles: readonly string[]) => string): void => {
    if (!staff[k]!.has(member.id)) {
      staff[k]!.set(member.id, { userId: member.id, isAdmin, title: pick(isAdmin ? staffTitles.admin : staffTitles.member) });
    }
  };
  planned.forEach(({ k, chance }) => {
    const founder = k === 0 ? members[DEMO.pastor] : members[(DEMO.member + 1 + k) % members.length];
    if (founder) join(k, founder, true, (titles) => (k === 0 ? 'Lead Pastor' : chance.pick(titles)));
  });
  members.forEach((member, index) => {
    const chance = chanceFor('member', index, 'organizations');
    if (index === DEMO.member || index === DEMO.admin) return join(0, member, false, () => 'Member');
    if (chance.chance(0.8)) join(chance.int(0, count - 1), member, chance.chance(0.05), chance.pick);
    if (chance.chance(0.15)) join(chance.int(0, count - 1), member, false, chance.pick);
  });
  return planned.map(({ k, chance, type, name, city }, i) => ({
    id: seedId('organization', k),
    profileId: seedId('organization', k, 'profile'),
    slug: slugs[i]!,
    name,
    type,
    slogan: chance.pick(slogans),
    about: `${name} is a ${type.toLowerCase()} in ${city}. ${missions[type]}`,
    priority: k < 3 ? 3 - k : 0,
    createdAt: daysBefore(now, chance, 1500),
    staff: [...staff[k]!.values()],
  }));
}

/**
 * Who follows which organization: its staff mostly, and about one member in three follows one to
 * four others (the demo member follows the first three). Newest first by when they followed.
 */
function planFollows(organizations: readonly Organization[], members: ReadonlySet<string>) {
  const follows = new Map<string, { organization_id: string; user_id: string; created_at: Date }>();
  const demoMember = seedId('member', DEMO.member);
  const follow = (organization: Organization, userId: string, at: Date) => {
    const key = `${organization.id}:${userId}`;
    // Never in the future: a young organization's followers came after it.
    const createdAt = new Date(Math.min(at.getTime(), Date.now()));
    if (members.has(userId) && !follows.has(key)) follows.set(key, { organization_id: organization.id, user_id: userId, created_at: createdAt });
  };
  for (const organization of organizations) {
    organization.staff.forEach((s, i) => {
      if (chanceFor('follow', organization.id, s.userId).chance(0.7)) follow(organization, s.userId, new Date(organization.createdAt.getTime() + i * 60_000));
    });
  }
  for (const userId of members) {
    const chance = chanceFor('member', userId, 'follows');
    const picked = userId === demoMember ? organizations.slice(0, 3) : chance.chance(0.35) ? chance.sample(organizations, chance.int(1, 4)) : [];
    for (const organization of picked) follow(organization, userId, new Date(organization.createdAt.getTime() + chance.int(1, 1000) * 3_600_000));
  }
  return [...follows.values()];
}

/**
 * Promo codes for job postings: FOUNDERS (100% off, any organization; the codes published jobs
 * were posted with, counted in `used_count` when the opportunities are written) and one code of
 * each kind for the first organizations: a percentage that still has uses left, a price that is
 * used up, and one that has expired.
 */
export function planPromoCodes(organizations: readonly Organization[], now: Date) {
  const createdBy = organizations[0]?.staff.find((s) => s.isAdmin)?.userId;
  if (!createdBy) return [];
  const promo = (key: string, code: string, row: Record<string, unknown>) => ({
    id: seedId('promo-code', key),
    code,
    entity_type: 'JOB_POSTING',
    entity_id: null,
    price: null,
    percentage: null,
    expiry: null,
    use_limit: null,
    used_count: 0,
    created_by: createdBy,
    created_at: new Date(now.getTime() - 90 * 86_400_000),
    updated_at: new Date(now.getTime() - 90 * 86_400_000),
    ...row,
  });
  return [
    promo('FOUNDERS', 'FOUNDERS', { discount_type: 'PERCENTAGE', percentage: 100 }),
    ...organizations.slice(0, 3).flatMap((o, k) => [
      promo(`${o.id}:welcome`, `WELCOME${k + 1}`, { entity_id: o.id, discount_type: 'PERCENTAGE', percentage: 25, use_limit: 10, used_count: k, expiry: new Date(now.getTime() + 60 * 86_400_000) }),
      promo(`${o.id}:easter`, `EASTER${k + 1}`, { entity_id: o.id, discount_type: 'PRICE', price: 10, use_limit: 2, used_count: 2 }),
      promo(`${o.id}:advent`, `ADVENT${k + 1}`, { entity_id: o.id, discount_type: 'PRICE', price: 20, expiry: new Date(now.getTime() - 30 * 86_400_000) }),
    ]),
  ];
}

export async function writeOrganizations(db: Db, organizations: readonly Organization[], members: ReadonlySet<string>): Promise<void> {
  await insertRows(
    db,
    'organization',
    organizations.map((o) => ({
      id: o.id,
      slug: o.slug,
      name: o.name,
      type: o.type,
      status: 'ACTIVE',
      is_email_verified: true,
      priority: o.priority,
      slogan: o.slogan,
      email: `hello@${o.slug}.example.org`,
      website_url: `https://${o.slug}.example.org`,
      profile_id: o.profileId,
      about: o.about,
      created_at: o.createdAt,
      updated_at: o.createdAt,
    })),
  );
  const present = await presentIds(db, 'organization', organizations.map((o) => o.id));
  await insertRows(
    db,
    'organization_role',
    organizations
      .filter((o) => present.has(o.id))
      .flatMap((o) =>
        o.staff
          .filter((s) => members.has(s.userId))
          .map((s) => ({ id: seedId('organization-role', o.id, s.userId), organization_id: o.id, user_id: s.userId, is_admin: s.isAdmin, created_at: o.createdAt })),
      ),
  );
  await insertRows(db, 'follow', planFollows(organizations.filter((o) => present.has(o.id)), members));
}
