import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { AddressInput } from '../__generated__/documents/graphql.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { OrganizationRole } from './organization.entity.ts';
import { addOrganization, grantRole, member, unique } from './organizations.testing.ts';

// Addresses, counts, priority and the founding circle, and platform admins' status changes.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const DETAILS = graphql(`
  mutation OrganizationDetails($id: ID, $slug: String, $name: String, $type: String, $addresses: [AddressInput!], $priority: Int,
    $mutationType: MutationType!) {
    organization(id: $id, slug: $slug, name: $name, type: $type, addresses: $addresses, priority: $priority, mutationType: $mutationType) {
      id priority
      addresses { id street location { country city state zipcode } latitude longitude }
    }
  }
`);
const STATUS = graphql(`
  mutation UpdateOrganizationsStatus($organizationIds: [ID!]!, $status: OrganizationStatus!) {
    updateOrganizationsStatus(organizationIds: $organizationIds, status: $status) { id status }
  }
`);
const CIRCLE = graphql(`query FoundingCircle { foundingCircleOrganizations { id priority } }`);

const platformAdmin = (): Viewer => member([PlatformRole.ADMIN]);
const chapel = { street: '1 Chapel Lane', location: { city: 'Antioch', state: 'TX', zipcode: ' 75001 ', country: 'United States' }, latitude: 32.9, longitude: -96.8 };

describe('organization addresses', () => {
  it('stores them in order on ADD, keeps them on an EDIT without them, and replaces or clears them', async () => {
    const admin = member();
    const org = await addOrganization(t, admin, { name: 'Addressed' });
    const edit = (addresses: AddressInput[] | null | undefined) => t.run(admin, DETAILS, { id: org.id, addresses, mutationType: 'EDIT' });
    const added = dataOf(await edit([chapel, { location: { city: 'Derbe' } }])).organization;
    expect(added?.addresses).toEqual([
      { id: expect.any(String), street: '1 Chapel Lane', location: { city: 'Antioch', state: 'TX', zipcode: '75001', country: 'United States' }, latitude: 32.9, longitude: -96.8 },
      { id: expect.any(String), street: null, location: { city: 'Derbe', state: null, zipcode: null, country: null }, latitude: null, longitude: null },
    ]);
    expect(dataOf(await t.run(admin, DETAILS, { id: org.id, name: 'Renamed', mutationType: 'EDIT' })).organization?.addresses).toEqual(added?.addresses);
    expect(dataOf(await edit([{ street: '2 Market St' }])).organization?.addresses.map((a) => a.street)).toEqual(['2 Market St']);
    expect(dataOf(await edit(null)).organization?.addresses).toEqual([]);

    const name = `With address ${unique()}`;
    const created = dataOf(await t.run(member(), DETAILS, { slug: name, name, type: 'Church', addresses: [chapel], mutationType: 'ADD' })).organization;
    expect(created?.addresses.map((a) => a.location.city)).toEqual(['Antioch']);
  });

  it('takes 500 characters of street, city, state and country', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const long = (letter: string) => letter.repeat(500);
    const address = { street: long('s'), location: { city: long('c'), state: long('t'), country: long('n') } };
    const saved = dataOf(await t.run(admin, DETAILS, { id: org.id, addresses: [address], mutationType: 'EDIT' }));
    expect(saved.organization?.addresses).toMatchObject([address]);
  });

  it.each<[Record<string, string>, AddressInput[]]>([
    [{ 'addresses.0.latitude': 'must be between -90 and 90' }, [{ ...chapel, latitude: 90.5 }]],
    [{ 'addresses.1.longitude': 'must be between -180 and 180' }, [chapel, { ...chapel, longitude: -180.01 }]],
    [{ 'addresses.0.location.zipcode': 'must contain at most 5 numbers' }, [{ ...chapel, location: { zipcode: '123456' } }]],
    [{ 'addresses.0.location.zipcode': 'must contain at most 5 numbers' }, [{ ...chapel, location: { city: 'Troas', zipcode: '12a' } }]],
    [{ 'addresses.0.longitude': 'required' }, [{ street: 'Main', latitude: 10 }]],
    [{ 'addresses.0.latitude': 'required' }, [{ street: 'Main', longitude: 10 }]],
    [{ 'addresses.0.street': 'required' }, [{ street: ' ', location: { country: 'Greece' } }]],
    // Issue 24: a street and a place are shortText (500), no longer 10,000.
    [{ 'addresses.0.street': 'must be at most 500 characters' }, [{ ...chapel, street: 's'.repeat(501) }]],
    [{ 'addresses.0.location.city': 'must be at most 500 characters' }, [{ ...chapel, location: { city: 'c'.repeat(501) } }]],
    [{ 'addresses.1.location.state': 'must be at most 500 characters' }, [chapel, { ...chapel, location: { city: 'Troas', state: 's'.repeat(501) } }]],
    [{ 'addresses.0.location.country': 'must be at most 500 characters' }, [{ ...chapel, location: { city: 'Troas', country: 'c'.repeat(501) } }]],
    [{ addresses: 'must have at most 20 addresses' }, Array.from({ length: 21 }, () => chapel)],
  ])('refuses an address with %j and changes nothing', async (fields, addresses) => {
    const admin = member();
    const org = await addOrganization(t, admin);
    dataOf(await t.run(admin, DETAILS, { id: org.id, addresses: [{ street: 'Kept' }], mutationType: 'EDIT' }));
    const result = await t.run(admin, DETAILS, { id: org.id, name: 'Changed?', addresses, mutationType: 'EDIT' });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await t.sql('select street from organization_address where organization_id = ?', [org.id])).toEqual([{ street: 'Kept' }]);
  });
});

describe('organization counts', () => {
  const COUNTS = graphql(`
    query OrganizationCounts($search: String) {
      organizations(search: $search) { results { id followersCount peopleCount studentsCount addresses { street } } }
    }
  `);

  it('counts followers, people and students, a page of organizations in a fixed number of statements', async () => {
    const tag = unique();
    const orgs = [];
    const admin = member();
    for (let i = 0; i < 4; i += 1) {
      const org = await addOrganization(t, admin, { name: `Counted ${tag} ${i}` });
      dataOf(await t.run(admin, DETAILS, { id: org.id, addresses: [chapel], mutationType: 'EDIT' }));
      orgs.push(org);
    }
    const [first, second] = orgs;
    await grantRole(t, first!.id, member(), OrganizationRole.MEMBER);
    await t.sql('update organization_role set is_student = true where organization_id = ? and not is_admin', [first!.id]);
    for (let i = 0; i < 3; i += 1) await t.sql('insert into follow (organization_id, user_id, created_at) values (?, ?, now())', [second!.id, randomUUID()]);

    let results: { id: string; followersCount: number; peopleCount: number; studentsCount: number }[] = [];
    const statements = await t.statementsDuring(async () => {
      results = dataOf(await t.run(anonymousViewer, COUNTS, { search: `Counted ${tag}` })).organizations.results;
    });
    expect(results.map(({ followersCount, peopleCount, studentsCount }) => [followersCount, peopleCount, studentsCount])).toEqual([
      [0, 2, 1],
      [3, 1, 0],
      [0, 1, 0],
      [0, 1, 0],
    ]);
    // the page, its addresses, its counts: whatever the number of organizations
    expect(statements).toHaveLength(3);
  });
});

describe('priority and the founding circle', () => {
  it('lets platform admins alone set a priority, on any organization, and lists the circle in its order', async () => {
    const admin = member();
    const [third, first, second, suspended] = [
      await addOrganization(t, admin),
      await addOrganization(t, member()),
      await addOrganization(t, member()),
      await addOrganization(t, member()),
    ];
    expect(errorCodes(await t.run(admin, DETAILS, { id: third.id, priority: 3, mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
    const name = `Self-appointed ${unique()}`;
    expect(errorCodes(await t.run(member(), DETAILS, { slug: name, name, type: 'Church', priority: 1, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect(await t.count('organization', 'name = ?', [name])).toBe(0);

    const curator = platformAdmin();
    for (const [org, priority] of [[third, 3], [first, 1], [second, 2], [suspended, 1]] as const) {
      expect(dataOf(await t.run(curator, DETAILS, { id: org.id, priority, mutationType: 'EDIT' })).organization?.priority).toBe(priority);
    }
    // Changing anything else still takes an admin of the organization.
    expect(errorCodes(await t.run(curator, DETAILS, { id: first.id, priority: 1, name: 'Taken over', mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
    expect(fieldErrors(await t.run(curator, DETAILS, { id: first.id, priority: -1, mutationType: 'EDIT' }))).toEqual({ priority: 'must be 0 or more' });
    dataOf(await t.run(curator, STATUS, { organizationIds: [suspended.id], status: 'SUSPENDED' }));

    const ours = new Set([third.id, first.id, second.id, suspended.id]);
    for (const viewer of [anonymousViewer, curator]) {
      const circle = dataOf(await t.run(viewer, CIRCLE)).foundingCircleOrganizations.filter((o) => ours.has(o.id));
      expect(circle).toEqual([{ id: first.id, priority: 1 }, { id: second.id, priority: 2 }, { id: third.id, priority: 3 }]);
    }
  });
});

describe('updateOrganizationsStatus', () => {
  const LOOKUP = graphql(`query OrganizationStatusLookup($id: ID, $s: String) {
    organization(id: $id) { id status }
    organizations(search: $s) { results { id } }
  }`);

  it('suspends and restores organizations, hiding suspended ones from the public, recording each change', async () => {
    const admin = member();
    const name = `Suspendable ${unique()}`;
    const org = await addOrganization(t, admin, { name });
    const other = await addOrganization(t, member());
    const curator = platformAdmin();
    const suspended = dataOf(await t.run(curator, STATUS, { organizationIds: [org.id, other.id, org.id], status: 'SUSPENDED' }));
    expect(suspended.updateOrganizationsStatus).toEqual([{ id: org.id, status: 'SUSPENDED' }, { id: other.id, status: 'SUSPENDED' }]);
    expect(dataOf(await t.run(anonymousViewer, LOOKUP, { id: org.id, s: name }))).toEqual({ organization: null, organizations: { results: [] } });
    expect(dataOf(await t.run(admin, LOOKUP, { id: org.id, s: name })).organization).toEqual({ id: org.id, status: 'SUSPENDED' });

    // The same status again changes nothing; restoring brings it back.
    dataOf(await t.run(curator, STATUS, { organizationIds: [org.id], status: 'SUSPENDED' }));
    dataOf(await t.run(curator, STATUS, { organizationIds: [org.id], status: 'ACTIVE' }));
    expect(dataOf(await t.run(anonymousViewer, LOOKUP, { id: org.id, s: name })).organizations.results).toEqual([{ id: org.id }]);
    expect((await t.outbox({ aggregateId: org.id, type: 'orgs-jobs.organization.status-changed' })).map((e) => e.payload['status'])).toEqual([
      'SUSPENDED',
      'ACTIVE',
    ]);
  });

  it('is for platform admins only, and all or nothing', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const ids = { organizationIds: [org.id], status: 'SUSPENDED' as const };
    expect(errorCodes(await t.run(anonymousViewer, STATUS, ids))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(admin, STATUS, ids))).toEqual(['FORBIDDEN']);
    const curator = platformAdmin();
    expect(fieldErrors(await t.run(curator, STATUS, { organizationIds: [org.id, org.id, randomUUID()], status: 'SUSPENDED' }))).toEqual({
      'organizationIds.2': 'is not an organization',
    });
    expect(fieldErrors(await t.run(curator, STATUS, { organizationIds: ['nope'], status: 'SUSPENDED' }))).toEqual({ 'organizationIds.0': 'is not a valid id' });
    expect(fieldErrors(await t.run(curator, STATUS, { organizationIds: [], status: 'SUSPENDED' }))).toEqual({ organizationIds: 'required' });
    expect(await t.sql('select status from organization where id = ?', [org.id])).toEqual([{ status: 'ACTIVE' }]);
    expect(await t.outbox({ aggregateId: org.id, type: 'orgs-jobs.organization.status-changed' })).toEqual([]);
  });
});
