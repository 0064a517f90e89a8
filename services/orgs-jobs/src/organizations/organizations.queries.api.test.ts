import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { OrganizationsQuery, OrganizationsQueryVariables } from '../__generated__/documents/graphql.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { OrganizationRole } from './organization.entity.ts';
import { addOrganization, grantRole, member, suspend, unique } from './organizations.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several users.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const REFERENCES = graphql(`
  query OrganizationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Organization { id name slug } } }
`);
const references = (viewer: Viewer, ids: string[]) =>
  t.run(viewer, REFERENCES, { r: ids.map((id) => ({ __typename: 'Organization', id })) });

describe('organization, organizationProfile and references', () => {
  const BY = graphql(`
    query OrganizationBy($id: ID, $slug: String, $profileId: ID) { organization(id: $id, slug: $slug, profileId: $profileId) { id slug } }
  `);
  const PROFILE = graphql(`query OrganizationProfile($slug: String!) { organizationProfile(slug: $slug) { id name profile { about } } }`);
  const LISTED = graphql(`query OrganizationsListed($s: String) { organizations(search: $s) { results { id } } }`);

  it('finds one organization by exactly one of id, slug or profile id', async () => {
    const org = await addOrganization(t, member());
    const expected = { organization: { id: org.id, slug: org.slug } };
    expect(dataOf(await t.run(anonymousViewer, BY, { id: org.id }))).toEqual(expected);
    expect(dataOf(await t.run(anonymousViewer, BY, { slug: org.slug }))).toEqual(expected);
    expect(dataOf(await t.run(anonymousViewer, BY, { profileId: org.profile.id }))).toEqual(expected);
    expect(dataOf(await t.run(anonymousViewer, BY, { id: randomUUID() }))).toEqual({ organization: null });
    expect(dataOf(await t.run(anonymousViewer, BY, { id: 'garbage' }))).toEqual({ organization: null });
    expect(dataOf(await t.run(anonymousViewer, BY, { profileId: 'garbage' }))).toEqual({ organization: null });
    expect(errorCodes(await t.run(anonymousViewer, BY, {}))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(anonymousViewer, BY, { id: org.id, slug: org.slug }))).toEqual(['BAD_USER_INPUT']);
  });

  it('organizationProfile is the public page by slug', async () => {
    const org = await addOrganization(t, member(), { about: 'Serving the valley' });
    expect(dataOf(await t.run(anonymousViewer, PROFILE, { slug: org.slug }))).toEqual({
      organizationProfile: { id: org.id, name: org.name, profile: { about: 'Serving the valley' } },
    });
    expect(dataOf(await t.run(anonymousViewer, PROFILE, { slug: 'nobody-here' }))).toEqual({ organizationProfile: null });
  });

  it('shows a suspended organization only to its people and to platform admins', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const staff = member();
    await grantRole(t, org.id, staff, OrganizationRole.MEMBER);
    await suspend(t, org.id);
    const found = { organization: { id: org.id, slug: org.slug } };
    expect(dataOf(await t.run(anonymousViewer, BY, { id: org.id }))).toEqual({ organization: null });
    expect(dataOf(await t.run(member(), BY, { slug: org.slug }))).toEqual({ organization: null });
    expect(dataOf(await t.run(admin, BY, { id: org.id }))).toEqual(found);
    expect(dataOf(await t.run(staff, BY, { profileId: org.profile.id }))).toEqual(found);
    expect(dataOf(await t.run(member([PlatformRole.ADMIN]), BY, { id: org.id }))).toEqual(found);
    expect(dataOf(await t.run(anonymousViewer, LISTED, { s: org.name })).organizations.results).toEqual([]);
    expect(dataOf(await t.run(member([PlatformRole.ADMIN]), LISTED, { s: org.name })).organizations.results).toEqual([{ id: org.id }]);
    expect(dataOf(await references(anonymousViewer, [org.id]))._entities).toEqual([null]);
    expect(dataOf(await references(staff, [org.id]))._entities).toEqual([{ id: org.id, name: org.name, slug: org.slug }]);
  });

  it('resolves Organization references for other subgraphs', async () => {
    const org = await addOrganization(t, member());
    const result = await references(anonymousViewer, [org.id, randomUUID(), 'not-a-uuid']);
    expect(dataOf(result)._entities).toEqual([{ id: org.id, name: org.name, slug: org.slug }, null, null]);
  });

  it('resolves a batch of references with one query, and the viewer’s roles with one more', async () => {
    const creator = member();
    const orgs = await Promise.all(Array.from({ length: 30 }, () => addOrganization(t, creator)));
    for (const org of orgs.slice(0, 10)) await suspend(t, org.id);
    const ids = orgs.map((o) => o.id);
    const statements = (viewer: Viewer, size: number) =>
      t.statementsDuring(async () => expect(dataOf(await references(viewer, ids.slice(0, size)))._entities).toHaveLength(size));
    // the first ten are suspended: their visibility needs the viewer's roles
    expect(await statements(anonymousViewer, 30)).toHaveLength(1);
    expect(await statements(creator, 3)).toHaveLength(2);
    expect(await statements(creator, 30)).toHaveLength(2);
  });
});

describe('organizations', () => {
  const LIST = graphql(`
    query Organizations($id: ID, $isAutocomplete: Boolean, $search: String, $filterByType: String, $cursor: String, $first: Int) {
      organizations(id: $id, isAutocomplete: $isAutocomplete, search: $search, filterByType: $filterByType, cursor: $cursor, first: $first) {
        results { id name } hasNextPage cursor
      }
    }
  `);
  type OrgPage = OrganizationsQuery['organizations'];
  const list = async (viewer: Viewer, args: OrganizationsQueryVariables): Promise<OrgPage> =>
    dataOf(await t.run(viewer, LIST, args)).organizations;

  it('pages through matches by name then id with a cursor', async () => {
    const tag = unique();
    const creator = member();
    // Two share a name: the id breaks the tie, so no row is skipped or repeated across pages.
    for (const name of [`Delta ${tag}`, `alpha ${tag}`, `Charlie ${tag}`, `Bravo ${tag}`, `Bravo ${tag}`]) {
      await addOrganization(t, creator, { slug: `${name} ${unique()}`, name });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: boolean[] = [];
    do {
      const page: OrgPage = await list(anonymousViewer, { search: tag, first: 2, cursor });
      seen.push(...page.results.map((r) => r.name));
      pages.push(page.hasNextPage);
      cursor = page.cursor;
      expect(page.cursor === null).toBe(!page.hasNextPage);
    } while (cursor);
    expect(pages).toEqual([true, true, false]);
    expect(seen.map((n) => n.split(' ')[0]!.toLowerCase())).toEqual(['alpha', 'bravo', 'bravo', 'charlie', 'delta']);
  });

  it('pages 20 at a time by default', async () => {
    const tag = unique();
    const creator = member();
    for (let i = 0; i < 21; i += 1) await addOrganization(t, creator, { name: `Page ${tag} ${String(i).padStart(2, '0')}` });
    const first = await list(anonymousViewer, { search: `Page ${tag}` });
    expect(first.results).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    const second = await list(anonymousViewer, { search: `Page ${tag}`, cursor: first.cursor });
    expect(second.results.map((r) => r.name)).toEqual([`Page ${tag} 20`]);
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
  });

  it('searches names case-insensitively and literally, and filters by type', async () => {
    const tag = unique();
    const creator = member();
    const church = await addOrganization(t, creator, { name: `Hope 100% ${tag}`, type: 'Church' });
    const school = await addOrganization(t, creator, { name: `Hope Seminary ${tag}`, type: 'Seminary' });
    expect((await list(anonymousViewer, { search: `hope 100% ${tag}`.toUpperCase() })).results.map((r) => r.id)).toEqual([church.id]);
    expect((await list(anonymousViewer, { search: `100_ ${tag}` })).results).toEqual([]);
    expect((await list(anonymousViewer, { search: tag, filterByType: 'seminary' })).results.map((r) => r.id)).toEqual([school.id]);
    expect((await list(anonymousViewer, { id: school.id })).results.map((r) => r.id)).toEqual([school.id]);
    expect((await list(anonymousViewer, { id: 'nope' })).results).toEqual([]);
  });

  it('autocompletes on the start of a word in the name', async () => {
    const tag = unique();
    const creator = member();
    const a = await addOrganization(t, creator, { name: `Zq${tag} Chapel` });
    const b = await addOrganization(t, creator, { name: `Chapel of Zq${tag}` });
    await addOrganization(t, creator, { name: `Chapel X${tag}` });
    const found = await list(anonymousViewer, { search: `zq${tag}`, isAutocomplete: true });
    expect(found.results.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list(anonymousViewer, { search: tag, isAutocomplete: true })).results).toEqual([]);
  });

  it('refuses a cursor it did not make', async () => {
    const result = await t.run(anonymousViewer, LIST, { cursor: 'bm90IGEgY3Vyc29y' });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual({ cursor: 'is not a valid cursor' });
    const forged = Buffer.from(JSON.stringify({ v: 'a', id: "x' or 1=1" })).toString('base64url');
    expect(fieldErrors(await t.run(anonymousViewer, LIST, { cursor: forged }))).toEqual({ cursor: 'is not a valid cursor' });
  });
});

describe('myOrganizations', () => {
  const MINE = graphql(`
    query MyOrganizations($cursor: String, $search: String, $first: Int) {
      myOrganizations(cursor: $cursor, search: $search, first: $first) { results { id name } hasNextPage cursor }
    }
  `);

  it('lists the organizations the viewer has a role in, by name, with paging and search', async () => {
    const me = member();
    const tag = unique();
    const b = await addOrganization(t, me, { name: `Beta ${tag}` });
    const a = await addOrganization(t, me, { name: `Alpha ${tag}` });
    await addOrganization(t, member(), { name: `Not mine ${tag}` });
    const other = await addOrganization(t, member(), { name: `Staff ${tag}` });
    await grantRole(t, other.id, me, OrganizationRole.MEMBER);

    const first = dataOf(await t.run(me, MINE, { first: 2 })).myOrganizations;
    expect(first.results.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(first.hasNextPage).toBe(true);
    const rest = dataOf(await t.run(me, MINE, { first: 2, cursor: first.cursor })).myOrganizations;
    expect(rest).toEqual({ results: [{ id: other.id, name: `Staff ${tag}` }], hasNextPage: false, cursor: null });

    const searched = dataOf(await t.run(me, MINE, { search: 'beta' })).myOrganizations;
    expect(searched.results.map((r) => r.id)).toEqual([b.id]);
    expect(dataOf(await t.run(member(), MINE)).myOrganizations.results).toEqual([]);
  });

  it('lists suspended organizations to the people in them', async () => {
    const me = member();
    const org = await addOrganization(t, me);
    await suspend(t, org.id);
    expect(dataOf(await t.run(me, MINE, {})).myOrganizations.results).toEqual([{ id: org.id, name: org.name }]);
  });

  it('requires a signed-in user', async () => {
    expect(errorCodes(await t.run(anonymousViewer, MINE))).toEqual(['UNAUTHENTICATED']);
  });
});
