import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { FollowersQuery } from '../__generated__/documents/graphql.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member, suspend, unique } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';

// follow~, following, followings and followers through GraphQL, as several viewers.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const FOLLOW = graphql(`
  mutation Follow($organizationId: ID, $mutationType: MutationType!) {
    follow(organizationId: $organizationId, mutationType: $mutationType) { id followersCount }
  }
`);
const FOLLOWING = graphql(`query Following($organizationId: ID!, $userId: ID) { following(organizationId: $organizationId, userId: $userId) }`);
const FOLLOWINGS = graphql(`
  query Followings($cursor: String, $first: Int) { followings(cursor: $cursor, first: $first) { results { id name } hasNextPage cursor } }
`);
const FOLLOWERS = graphql(`
  query Followers($slug: String!, $cursor: String, $first: Int) {
    followers(slug: $slug, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }
  }
`);

const follow = (viewer: Viewer, organizationId: string) => t.run(viewer, FOLLOW, { organizationId, mutationType: 'ADD' });
const unfollow = (viewer: Viewer, organizationId: string) => t.run(viewer, FOLLOW, { organizationId, mutationType: 'DELETE' });
const followEvents = async (organizationId: string) =>
  (await t.outbox({ aggregateId: organizationId })).filter((e) => e.type.endsWith('followed')).map((e) => [e.type, e.payload['userId']]);

describe('follow~', () => {
  it('follows once however often it is asked, and stops following harmlessly', async () => {
    const org = await addOrganization(t, member());
    const lydia = member();
    expect(dataOf(await follow(lydia, org.id)).follow).toEqual({ id: org.id, followersCount: 1 });
    expect(dataOf(await follow(lydia, org.id)).follow).toEqual({ id: org.id, followersCount: 1 });
    expect(dataOf(await t.run(lydia, FOLLOWING, { organizationId: org.id })).following).toBe(true);

    expect(dataOf(await unfollow(lydia, org.id)).follow).toEqual({ id: org.id, followersCount: 0 });
    expect(dataOf(await unfollow(lydia, org.id)).follow).toEqual({ id: org.id, followersCount: 0 });
    expect(dataOf(await unfollow(lydia, randomUUID())).follow).toBeNull();
    expect(dataOf(await t.run(lydia, FOLLOWING, { organizationId: org.id })).following).toBe(false);
    expect(await followEvents(org.id)).toEqual([
      ['orgs-jobs.organization.followed', lydia.userId],
      ['orgs-jobs.organization.unfollowed', lydia.userId],
    ]);
  });

  it('counts exactly when 100 members follow at once, and one member following ten times at once once', async () => {
    const org = await addOrganization(t, member());
    const members = Array.from({ length: 100 }, () => member());
    const results = await Promise.all(members.map((m) => follow(m, org.id)));
    expect(results.flatMap((r) => errorCodes(r))).toEqual([]);
    const eager = member();
    await Promise.all(Array.from({ length: 10 }, () => follow(eager, org.id)));

    const LOOKUP = graphql(`query FollowedOrganization($id: ID) { organization(id: $id) { followersCount } }`);
    expect(dataOf(await t.run(anonymousViewer, LOOKUP, { id: org.id })).organization?.followersCount).toBe(101);
    expect(await t.count('follow', 'organization_id = ?', [org.id])).toBe(101);
    expect(await t.count('outbox_event', "type = 'orgs-jobs.organization.followed' and aggregate_id = ?", [org.id])).toBe(101);

    await Promise.all(members.slice(0, 40).map((m) => unfollow(m, org.id)));
    expect(dataOf(await t.run(anonymousViewer, LOOKUP, { id: org.id })).organization?.followersCount).toBe(61);
  });

  it('is for signed-in users, on organizations they can see, with valid input', async () => {
    const org = await addOrganization(t, member());
    expect(errorCodes(await follow(anonymousViewer, org.id))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await unfollow(anonymousViewer, org.id))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await follow(member(), randomUUID()))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await follow(member(), 'nope'))).toEqual({ organizationId: 'is not a valid id' });
    expect(fieldErrors(await t.run(member(), FOLLOW, { mutationType: 'ADD' }))).toEqual({ organizationId: 'required' });
    expect(fieldErrors(await t.run(member(), FOLLOW, { organizationId: org.id, mutationType: 'EDIT' }))).toEqual({
      mutationType: 'must be ADD or DELETE',
    });

    const staff = member();
    await grantRole(t, org.id, staff, OrganizationRole.MEMBER);
    await suspend(t, org.id);
    expect(errorCodes(await follow(member(), org.id))).toEqual(['NOT_FOUND']);
    expect(dataOf(await follow(staff, org.id)).follow?.followersCount).toBe(1);
    expect(await t.count('follow', 'organization_id = ?', [org.id])).toBe(1);
  });
});

describe('following, followings and followers', () => {
  it('answers whether a given member follows, false for anonymous visitors', async () => {
    const org = await addOrganization(t, member());
    const phoebe = member();
    await follow(phoebe, org.id);
    expect(dataOf(await t.run(member(), FOLLOWING, { organizationId: org.id, userId: phoebe.userId })).following).toBe(true);
    expect(dataOf(await t.run(anonymousViewer, FOLLOWING, { organizationId: org.id, userId: phoebe.userId })).following).toBe(true);
    expect(dataOf(await t.run(anonymousViewer, FOLLOWING, { organizationId: org.id })).following).toBe(false);
    expect(dataOf(await t.run(phoebe, FOLLOWING, { organizationId: 'nope' })).following).toBe(false);
  });

  it('pages the viewer\'s followed organizations by name, leaving suspended ones out', async () => {
    const tag = unique();
    const follower = member();
    const orgs = [];
    for (const name of ['Charis', 'Agape', 'Bethel', 'Dorcas House']) orgs.push(await addOrganization(t, member(), { name: `${name} ${tag}`, slug: `${name} ${tag}` }));
    await addOrganization(t, member(), { name: `Elim ${tag}`, slug: `Elim ${tag}` });
    for (const org of orgs) await follow(follower, org.id);
    await suspend(t, orgs[3]!.id);

    const first = dataOf(await t.run(follower, FOLLOWINGS, { first: 2 })).followings;
    expect(first.results.map((o) => o.name)).toEqual([`Agape ${tag}`, `Bethel ${tag}`]);
    expect(first.hasNextPage).toBe(true);
    const second = dataOf(await t.run(follower, FOLLOWINGS, { first: 2, cursor: first.cursor })).followings;
    expect(second).toEqual({ results: [{ id: orgs[0]!.id, name: `Charis ${tag}` }], hasNextPage: false, cursor: null });
    expect(dataOf(await t.run(member([PlatformRole.ADMIN], follower.userId), FOLLOWINGS, {})).followings.results).toHaveLength(4);
    expect(errorCodes(await t.run(anonymousViewer, FOLLOWINGS, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('pages an organization\'s followers newest first, as User references', async () => {
    const org = await addOrganization(t, member());
    const people = Array.from({ length: 5 }, () => member());
    for (const person of people) await follow(person, org.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NonNullable<FollowersQuery['followers']> | null = dataOf(await t.run(anonymousViewer, FOLLOWERS, { slug: org.slug, first: 2, cursor })).followers;
      if (!page) throw new Error('no followers page');
      seen.push(...page.results.map((u) => u.id));
      cursor = page.cursor;
    } while (cursor);
    expect(seen).toEqual(people.map((p) => p.userId).reverse());
    expect(dataOf(await t.run(anonymousViewer, FOLLOWERS, { slug: 'no-such-organization' })).followers).toBeNull();
    expect(fieldErrors(await t.run(anonymousViewer, FOLLOWERS, { slug: org.slug, cursor: 'bm90IGEgY3Vyc29y' }))).toEqual({
      cursor: 'is not a valid cursor',
    });
    await suspend(t, org.id);
    expect(dataOf(await t.run(member(), FOLLOWERS, { slug: org.slug })).followers).toBeNull();
  });
});
