import { chanceFor, seedId } from './deterministic.ts';
import { DEMO, type Member } from './members.ts';
import type { Organization } from './organizations.ts';
import { insertColumns, type Db } from './sql.ts';

/**
 * identity: what fills a profile beyond its about text. Every member's positions (the current one
 * primary and without an end date, earlier ones ended) and education; sermons and talks (links) on
 * some profiles; testimonials of Koinonia, most approved by the platform admin. The demo pastor and
 * member have all of them.
 */

export interface Experience {
  readonly id: string;
  readonly userId: string;
  readonly type: string;
  readonly opportunityType: string;
  readonly jobTitle: string;
  readonly organizationId: string | null;
  readonly description: string;
  readonly startDate: Date;
  readonly endDate: Date | null;
  readonly isPrimary: boolean;
}

export interface Education {
  readonly id: string;
  readonly userId: string;
  readonly degree: string;
  readonly fieldOfStudy: string;
  readonly description: string | null;
  readonly schoolId: string | null;
  readonly startDate: Date;
  readonly endDate: Date;
}

export interface Video {
  readonly id: string;
  readonly profileId: string;
  readonly title: string;
  readonly videoUrl: string;
  readonly createdAt: Date;
}

export interface Testimonial {
  readonly id: string;
  readonly userId: string;
  readonly text: string;
  readonly approved: boolean;
  readonly createdAt: Date;
  /** When the platform admin approved it (approved ones). */
  readonly reviewedAt: Date;
}

export interface History {
  readonly experiences: readonly Experience[];
  readonly educations: readonly Education[];
  readonly videos: readonly Video[];
  readonly testimonials: readonly Testimonial[];
}

const earlierRoles = [
  ['Ministry intern', 'Internship', 'Pastoral'],
  ['Youth leader', 'Volunteer', 'Youth'],
  ['Worship team member', 'Volunteer', 'Worship'],
  ['Associate pastor', 'Full-time', 'Pastoral'],
  ['Outreach coordinator', 'Part-time', 'Outreach'],
  ['Camp counselor', 'Seasonal', 'Youth'],
  ['Sunday school teacher', 'Volunteer', 'Children'],
] as const;

const duties = [
  'Preaching, pastoral care and training lay leaders.',
  'Recruiting and caring for a team of volunteers.',
  'Planning weekly services and mentoring younger leaders.',
  'Leading small groups and organizing outreach in the neighbourhood.',
  'Visiting the sick, the elderly and new families.',
] as const;

const degrees = [
  ['Master of Divinity', 'Theology'],
  ['Bachelor of Arts', 'Biblical Studies'],
  ['Master of Arts', 'Christian Counseling'],
  ['Doctor of Ministry', 'Church Leadership'],
  ['Certificate', 'Youth Ministry'],
  ['Bachelor of Music', 'Worship Arts'],
] as const;

const talks = [
  'Sunday sermon: The God who sees (Genesis 16)',
  'Leading when you are tired',
  'Testimony: how our church plant began',
  'Workshop: small groups that last',
  'Sermon: Come to me, all who are weary (Matthew 11)',
] as const;

const sayings = [
  'Koinonia helped our church find a worship leader in two weeks. More than that, it connected me with pastors who now pray for me every Monday.',
  'I moved cities and knew no one. Through a group here I found a church family within a month.',
  'The prayer requests here remind me every day that the church is bigger than my congregation.',
  'As a bivocational pastor I have little time. The groups give me wisdom from people who have walked this road.',
  'We found our missions partners through Koinonia. Two years on, we are sending our first team together.',
] as const;

const YEAR = 365.25 * 24 * 60 * 60 * 1000;
const monthsBefore = (date: Date, months: number): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));

/** The calling at the start of the member's about text ("Youth pastor in Austin. ..."). */
const callingOf = (member: Member): string => member.about.slice(0, Math.max(0, member.about.indexOf(' in '))) || 'Volunteer';

/** Staff titles that are a position, not just belonging. */
const positions = (title: string): boolean => !['Member', 'Volunteer', 'Staff'].includes(title);

export function planHistory(members: readonly Member[], organizations: readonly Organization[], now: Date): History {
  const roleOf = new Map<string, { organization: Organization; title: string }>();
  for (const organization of organizations) {
    for (const s of organization.staff) if (!roleOf.has(s.userId) && positions(s.title)) roleOf.set(s.userId, { organization, title: s.title });
  }
  const schools = organizations.filter((o) => o.type === 'Seminary');
  const history = { experiences: [] as Experience[], educations: [] as Education[], videos: [] as Video[], testimonials: [] as Testimonial[] };
  members.forEach((member, i) => {
    const chance = chanceFor('member', i, 'history');
    const demo = i === DEMO.pastor || i === DEMO.member;
    const role = roleOf.get(member.id);
    // The current position, then earlier ones back in time, each ending when the next began.
    let start = monthsBefore(now, chance.int(6, 96));
    history.experiences.push({
      id: seedId('member', i, 'experience', 0),
      userId: member.id,
      type: 'Full-time',
      opportunityType: 'Pastoral',
      jobTitle: role?.title ?? callingOf(member),
      organizationId: role?.organization.id ?? null,
      description: chance.pick(duties),
      startDate: start,
      endDate: null,
      isPrimary: true,
    });
    for (let k = 1, earlier = chance.int(demo ? 2 : 0, 2); k <= earlier; k++) {
      const [jobTitle, type, opportunityType] = chance.pick(earlierRoles);
      const end = monthsBefore(start, chance.int(0, 3));
      start = monthsBefore(end, chance.int(12, 60));
      history.experiences.push({
        id: seedId('member', i, 'experience', k),
        userId: member.id,
        type,
        opportunityType,
        jobTitle,
        organizationId: chance.chance(0.3) ? chance.pick(organizations).id : null,
        description: chance.pick(duties),
        startDate: start,
        endDate: end,
        isPrimary: false,
      });
    }
    for (let k = 0, studies = chance.int(demo ? 2 : 0, 2); k < studies; k++) {
      const [degree, fieldOfStudy] = degrees[(i + k * 3) % degrees.length]!;
      const end = new Date(Date.UTC(now.getUTCFullYear() - chance.int(2, 25) - k * 4, 4, 31));
      history.educations.push({
        id: seedId('member', i, 'education', k),
        userId: member.id,
        degree,
        fieldOfStudy,
        description: chance.chance(0.5) ? 'Thesis on the pastoral epistles; served on the student council.' : null,
        schoolId: schools.length && chance.chance(0.6) ? chance.pick(schools).id : null,
        startDate: new Date(end.getTime() - chance.int(2, 4) * YEAR),
        endDate: end,
      });
    }
    for (let k = 0, count = i === DEMO.pastor ? 3 : demo ? 1 : chance.chance(0.12) ? 1 : 0; k < count; k++) {
      const title = i === DEMO.pastor ? talks[k]! : chance.pick(talks);
      history.videos.push({
        id: seedId('member', i, 'video', k),
        profileId: member.profileId,
        title,
        videoUrl: `https://videos.koinonia.example/${member.slug}/${k + 1}`,
        createdAt: new Date(Math.floor((now.getTime() - (k + 1) * chance.int(3, 40) * 24 * 3_600_000) / 60_000) * 60_000),
      });
    }
    if (demo || (i !== DEMO.admin && chance.chance(0.2))) {
      const createdAt = new Date(Math.max(member.joinedAt.getTime(), now.getTime() - chance.int(1, 200) * 24 * 3_600_000));
      history.testimonials.push({
        id: seedId('member', i, 'testimonial'),
        userId: member.id,
        text: i === DEMO.pastor ? sayings[0] : i === DEMO.member ? sayings[1] : chance.pick(sayings),
        approved: demo || chance.chance(0.7),
        createdAt,
        reviewedAt: new Date(Math.min(createdAt.getTime() + 86_400_000, now.getTime())),
      });
    }
  });
  return history;
}

/** Writes the history of the members identity has; a member who has a primary position or a testimonial keeps theirs. */
export async function writeHistory(db: Db, history: History, present: ReadonlySet<string>, adminId: string | undefined): Promise<void> {
  const profiles = await db.query<{ id: string; user_id: string }>('select id, user_id from profile where user_id = any($1::uuid[])', [[...present]]);
  const profileIds = new Set(profiles.rows.map((row) => row.id));
  await insertColumns(db, 'experience', history.experiences.filter((e) => present.has(e.userId)), {
    id: ['uuid', (e) => e.id],
    user_id: ['uuid', (e) => e.userId],
    type: ['text', (e) => e.type],
    opportunity_type: ['text', (e) => e.opportunityType],
    job_title: ['text', (e) => e.jobTitle],
    organization_id: ['uuid', (e) => e.organizationId],
    description: ['text', (e) => e.description],
    start_date: ['timestamptz', (e) => e.startDate.toISOString()],
    end_date: ['timestamptz', (e) => e.endDate?.toISOString() ?? null],
    is_primary: ['boolean', (e) => e.isPrimary],
    created_at: ['timestamptz', (e) => e.startDate.toISOString()],
    updated_at: ['timestamptz', (e) => e.startDate.toISOString()],
  });
  await insertColumns(db, 'education', history.educations.filter((e) => present.has(e.userId)), {
    id: ['uuid', (e) => e.id],
    user_id: ['uuid', (e) => e.userId],
    degree: ['text', (e) => e.degree],
    field_of_study: ['text', (e) => e.fieldOfStudy],
    description: ['text', (e) => e.description],
    school_id: ['uuid', (e) => e.schoolId],
    start_date: ['timestamptz', (e) => e.startDate.toISOString()],
    end_date: ['timestamptz', (e) => e.endDate.toISOString()],
    created_at: ['timestamptz', (e) => e.endDate.toISOString()],
    updated_at: ['timestamptz', (e) => e.endDate.toISOString()],
  });
  await insertColumns(db, 'video', history.videos.filter((v) => profileIds.has(v.profileId)), {
    id: ['uuid', (v) => v.id],
    profile_id: ['uuid', (v) => v.profileId],
    title: ['text', (v) => v.title],
    video_url: ['text', (v) => v.videoUrl],
    status: ['text', () => 'PUBLISHED'],
    created_at: ['timestamptz', (v) => v.createdAt.toISOString()],
    updated_at: ['timestamptz', (v) => v.createdAt.toISOString()],
  });
  const reviewer = adminId && present.has(adminId) ? adminId : null;
  await insertColumns(db, 'testimonial', history.testimonials.filter((t) => present.has(t.userId)), {
    id: ['uuid', (t) => t.id],
    user_id: ['uuid', (t) => t.userId],
    text: ['text', (t) => t.text],
    status: ['text', (t) => (t.approved && reviewer ? 'APPROVED' : 'PENDING')],
    reviewed_by_id: ['uuid', (t) => (t.approved ? reviewer : null)],
    reviewed_at: ['timestamptz', (t) => (t.approved && reviewer ? t.reviewedAt.toISOString() : null)],
    created_at: ['timestamptz', (t) => t.createdAt.toISOString()],
    updated_at: ['timestamptz', (t) => (t.approved && reviewer ? t.reviewedAt : t.createdAt).toISOString()],
  });
}
