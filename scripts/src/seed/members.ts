import { hash, argon2id } from 'argon2';
import { chanceFor, daysBefore, seedId, uniqueSlugs } from './deterministic.ts';
import { callings, firstNames, lastNames, lives, passions, places, type Place } from './members.data.ts';
import { OrganizationRoleName } from '@koinonia/identity';
import type { Organization } from './organizations.ts';
import { insertRows, presentIds, type Db } from './sql.ts';

/** Identity: members with their profiles, locations and roles. */

export const DEMO_PASSWORD = 'Koinonia2026';

export interface DemoAccount {
  readonly email: string;
  readonly who: string;
}

export interface Member {
  readonly id: string;
  readonly profileId: string;
  readonly slug: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly about: string;
  readonly language: string;
  readonly place: Place;
  readonly isPlatformAdmin: boolean;
  readonly joinedAt: Date;
}

/** Whether a seeded member chose newsletters (identity's setting, which notify's read model copies). */
export const sendsNewsletters = (m: Member): boolean => chanceFor('member', m.id, 'newsletters').chance(0.4);

/** The first members: the accounts the README and `npm run seed` name. */
const demoMembers = [
  { firstName: 'Ruth', lastName: 'Adeyemi', email: 'admin@koinonia.example', isPlatformAdmin: true, who: 'platform admin' },
  { firstName: 'David', lastName: 'Okafor', email: 'pastor@koinonia.example', isPlatformAdmin: false, who: 'lead pastor: admin of Grace Fellowship Church and of a group' },
  { firstName: 'Hannah', lastName: 'Kim', email: 'member@koinonia.example', isPlatformAdmin: false, who: 'member of a church, groups and chats' },
  { firstName: 'Grace', lastName: 'Mensah', email: 'editor@koinonia.example', isPlatformAdmin: false, who: 'content editor: the blog and the newsletters' },
] as const;

export const demoAccounts: readonly DemoAccount[] = demoMembers.map(({ email, who }) => ({ email, who }));

/** Indexes into the members list of the demo accounts, for the other domains to give them a part. */
export const DEMO = { admin: 0, pastor: 1, member: 2, editor: 3 } as const;

export function planMembers(count: number, now: Date): Member[] {
  const people = Array.from({ length: count }, (_, index) => {
    const demo = demoMembers[index];
    const chance = chanceFor('member', index);
    const firstName = demo?.firstName ?? chance.pick(firstNames);
    const lastName = demo?.lastName ?? chance.pick(lastNames);
    return { index, chance, firstName, lastName, demo };
  });
  const slugs = uniqueSlugs(people.map((p) => `${p.firstName} ${p.lastName}`), 'member');
  return people.map(({ index, chance, firstName, lastName, demo }, i) => {
    const place = chance.pick(places);
    return {
      id: seedId('member', index),
      profileId: seedId('member', index, 'profile'),
      slug: slugs[i]!,
      firstName,
      lastName,
      email: demo?.email ?? `${slugs[i]!.replaceAll('-', '.')}@koinonia.example`,
      about: `${chance.pick(callings)} in ${place.city}. ${chance.pick(passions)} ${chance.pick(lives)}`,
      language: place.language,
      place,
      isPlatformAdmin: demo?.isPlatformAdmin ?? false,
      joinedAt: daysBefore(now, chance, 720),
    };
  });
}

/**
 * One argon2id hash of the demo password for every member, with identity's parameters
 * (services/identity/src/users/passwords.ts): hashing thousands would take minutes.
 */
export const hashDemoPassword = (): Promise<string> =>
  hash(DEMO_PASSWORD, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/**
 * Writes the members (e-mail verified, as if they had followed the link) and their roles: ADMIN for
 * platform admins, and ORGANIZATION_ADMIN or ORGANIZATION_MEMBER in each organization they serve
 * (their job title is in their history), which is what identity's `users(organizationId)` lists. Answers the ids of the members identity has.
 */
export async function writeMembers(
  db: Db,
  members: readonly Member[],
  organizations: readonly Organization[],
  passwordHash: string,
): Promise<Set<string>> {
  await insertRows(
    db,
    'app_user',
    members.map((m) => ({
      id: m.id,
      slug: m.slug,
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      password_hash: passwordHash,
      status: 'ACTIVE',
      is_email_verified: true,
      is_send_newsletters: sendsNewsletters(m),
      is_send_notification_emails: true,
      location_id: seedId('location', m.id),
      created_at: m.joinedAt,
      updated_at: m.joinedAt,
    })),
  );
  const present = await presentIds(db, 'app_user', members.map((m) => m.id));
  const kept = members.filter((m) => present.has(m.id));
  const homeOrganization = new Map<string, string>();
  for (const organization of organizations) {
    for (const { userId } of organization.staff) if (!homeOrganization.has(userId)) homeOrganization.set(userId, organization.id);
  }
  await insertRows(
    db,
    'location',
    kept.map(({ id, place }) => ({ id: seedId('location', id), city: place.city, state: place.state, country: place.country, zipcode: place.zipcode })),
  );
  await insertRows(
    db,
    'profile',
    kept.map((m) => ({
      id: m.profileId,
      user_id: m.id,
      organization_id: homeOrganization.get(m.id) ?? null,
      about: m.about,
      language: m.language,
    })),
  );
  const platformRoles = kept
    .filter((m) => m.isPlatformAdmin)
    .map((m) => ({ id: seedId('role', m.id, 'ADMIN'), user_id: m.id, name: 'ADMIN', organization_id: null }));
  const staffRoles = organizations.flatMap((organization) =>
    organization.staff
      .filter((s) => present.has(s.userId))
      // As identity mirrors orgs-jobs' organization roles from its events (organization-roles/).
      .map((s) => ({
        id: seedId('role', s.userId, organization.id),
        user_id: s.userId,
        name: s.isAdmin ? OrganizationRoleName.ADMIN : OrganizationRoleName.MEMBER,
        organization_id: organization.id,
      })),
  );
  await insertRows(db, 'user_role', [...platformRoles, ...staffRoles]);
  return present;
}
