import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { OrganizationMutationVariables } from '../__generated__/documents/graphql.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { OrganizationRole } from './organization.entity.ts';
import { addOrganization, grantRole, member, ORGANIZATION, unique } from './organizations.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several users.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const stored = async (id: string) => (await t.sql<Record<string, unknown>>('select * from organization where id = ?', [id]))[0];
type Override = Partial<OrganizationMutationVariables>;

describe('organization ADD', () => {
  it('creates the organization with the spec slug, makes the creator its admin and records the event', async () => {
    const creator = member();
    const tag = unique();
    const org = await addOrganization(t, creator, {
      slug: `  Ça Église de Grâce ${tag} `,
      name: '  Église de Grâce ',
      slogan: 'Love one another',
      email: ' Office@Grace.Example.org ',
      websiteUrl: 'https://grace.example.org',
      about: 'A church in the city',
    });
    expect(org).toMatchObject({
      slug: `ca-eglise-de-grace-${tag}`,
      name: 'Église de Grâce',
      type: 'Church',
      status: 'ACTIVE',
      isEmailVerified: false,
      priority: 0,
      slogan: 'Love one another',
      email: 'office@grace.example.org',
      websiteUrl: 'https://grace.example.org',
      hasStripeAccount: false,
      isStripeCustomer: false,
      profile: { organizationId: org.id, about: 'A church in the city', profileImageUrl: null },
    });
    expect(org.profile.id).not.toBe(org.id);

    const roles = await t.sql('select user_id, is_admin from organization_role where organization_id = ?', [org.id]);
    expect(roles).toEqual([{ user_id: creator.userId, is_admin: true }]);
    expect(await t.outbox({ aggregateId: org.id })).toEqual([
      {
        type: 'orgs-jobs.organization.created',
        aggregateId: org.id,
        actorId: creator.userId,
        payload: { organizationId: org.id, slug: org.slug, name: org.name, type: 'Church', createdById: creator.userId },
      },
    ]);
  });

  it('stores blank optional fields as none', async () => {
    const org = await addOrganization(t, member(), { slogan: ' ', email: '', websiteUrl: '  ' });
    expect(org).toMatchObject({ slogan: null, email: null, websiteUrl: null });
  });

  it.each<[Override, Record<string, string>]>([
    [{ slug: '  ' }, { slug: 'required' }],
    [{ slug: null }, { slug: 'required' }],
    [{ slug: '!!! ???' }, { slug: 'must contain letters or numbers' }],
    [{ name: '' }, { name: 'required' }],
    [{ type: '   ' }, { type: 'required' }],
    [{ slug: undefined, name: undefined, type: undefined }, { slug: 'required', name: 'required', type: 'required' }],
    [{ email: 'office-at-grace.org' }, { email: 'must be a valid email address' }],
    [{ email: 'two words@grace.org' }, { email: 'must be a valid email address' }],
    [{ websiteUrl: 'http://grace.example.org' }, { websiteUrl: 'please add the prefix https://' }],
    [{ websiteUrl: 'grace.example.org' }, { websiteUrl: 'please add the prefix https://' }],
    [{ profileImageUrl: 'ftp://images.example.org/a.png' }, { profileImageUrl: 'please add the prefix https://' }],
    [{ backgroundImageUrl: 'images/a.png' }, { backgroundImageUrl: 'please add the prefix https://' }],
  ])('refuses %p with the spec message and stores nothing', async (override, fields) => {
    const before = await t.count('organization');
    const name = `Refused ${unique()}`;
    const result = await t.run(member(), ORGANIZATION, { slug: name, name, type: 'Church', mutationType: 'ADD', ...override });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await t.count('organization')).toBe(before);
  });

  it('refuses a slug that is taken once slugified, with CONFLICT on slug', async () => {
    const first = await addOrganization(t, member());
    const before = await t.count('organization');
    const result = await t.run(member(), ORGANIZATION, {
      slug: first.slug.toUpperCase().replaceAll('-', ' '),
      name: 'Another church',
      type: 'Church',
      mutationType: 'ADD',
    });
    expect(errorCodes(result)).toEqual(['CONFLICT']);
    expect(fieldErrors(result)).toEqual({ slug: 'is already taken' });
    expect(await t.count('organization')).toBe(before);
    expect(await t.count('outbox_event', "type = 'orgs-jobs.organization.created' and payload->>'name' = 'Another church'")).toBe(0);
  });

  it('lets only one of two simultaneous requests claim a slug', async () => {
    const slug = `claimed-${unique()}`;
    const results = await Promise.all(
      [member(), member()].map((viewer) => t.run(viewer, ORGANIZATION, { slug, name: 'Claim', type: 'Church', mutationType: 'ADD' })),
    );
    expect(results.map((r) => errorCodes(r)[0] ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(await t.count('organization', 'slug = ?', [slug])).toBe(1);
  });

  it('requires a signed-in user before reading the input, and stores nothing', async () => {
    const before = await t.count('organization');
    const valid = { slug: 'x', name: 'X', type: 'Church' };
    const invalid = { slug: '!!', name: ' ', type: null, email: 'office@', websiteUrl: 'http://church.org' };
    for (const variables of [valid, invalid]) {
      const result = await t.run(anonymousViewer, ORGANIZATION, { ...variables, mutationType: 'ADD' });
      expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
      expect(fieldErrors(result)).toEqual({});
    }
    expect(await t.count('organization')).toBe(before);
  });

  it('refuses the mutation types it does not support', async () => {
    const result = await t.run(member(), ORGANIZATION, { slug: 'x', name: 'X', type: 'Church', mutationType: 'SIGN_UP' });
    expect(fieldErrors(result)).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
  });
});

describe('organization EDIT', () => {
  it('lets an admin change only the fields given, and records the event', async () => {
    const admin = member();
    const org = await addOrganization(t, admin, { slogan: 'Old slogan', email: 'old@grace.example.org', websiteUrl: 'https://old.example.org' });
    await t.sql('update organization set is_email_verified = true where id = ?', [org.id]);
    const tag = unique();

    const result = await t.run(admin, ORGANIZATION, {
      id: org.id,
      slug: `New Name ${tag}`,
      name: 'New Name',
      email: 'new@grace.example.org',
      websiteUrl: null,
      mutationType: 'EDIT',
    });
    expect(dataOf(result).organization).toMatchObject({
      id: org.id,
      slug: `new-name-${tag}`,
      name: 'New Name',
      type: 'Church',
      slogan: 'Old slogan',
      email: 'new@grace.example.org',
      websiteUrl: null,
      // a new address needs verifying again
      isEmailVerified: false,
    });
    expect(await stored(org.id)).toMatchObject({ name: 'New Name', slogan: 'Old slogan', website_url: null });
    expect((await t.outbox({ aggregateId: org.id })).map((e) => [e.type, e.payload['slug']])).toEqual([
      ['orgs-jobs.organization.created', org.slug],
      ['orgs-jobs.organization.updated', `new-name-${tag}`],
    ]);
  });

  it('keeps the e-mail verified when the address is given unchanged', async () => {
    const admin = member();
    const org = await addOrganization(t, admin, { email: 'same@grace.example.org' });
    await t.sql('update organization set is_email_verified = true where id = ?', [org.id]);
    const result = await t.run(admin, ORGANIZATION, { id: org.id, email: ' Same@Grace.Example.org ', mutationType: 'EDIT' });
    expect(dataOf(result).organization).toMatchObject({ email: 'same@grace.example.org', isEmailVerified: true });
  });

  it('keeps its own slug, and refuses another organization\'s', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const other = await addOrganization(t, member());
    const same = await t.run(admin, ORGANIZATION, { id: org.id, slug: org.slug, mutationType: 'EDIT' });
    expect(dataOf(same).organization?.slug).toBe(org.slug);

    const taken = await t.run(admin, ORGANIZATION, { id: org.id, slug: other.slug, name: 'Renamed', mutationType: 'EDIT' });
    expect(errorCodes(taken)).toEqual(['CONFLICT']);
    expect(fieldErrors(taken)).toEqual({ slug: 'is already taken' });
    expect(await stored(org.id)).toMatchObject({ slug: org.slug, name: org.name });
    expect(await t.outbox({ aggregateId: org.id, type: 'orgs-jobs.organization.updated' })).toHaveLength(1);
  });

  it.each<[Override, Record<string, string>]>([
    [{ name: ' ' }, { name: 'required' }],
    [{ type: null }, { type: 'required' }],
    [{ slug: '' }, { slug: 'required' }],
    [{ email: 'nope' }, { email: 'must be a valid email address' }],
    [{ websiteUrl: 'www.grace.org' }, { websiteUrl: 'please add the prefix https://' }],
  ])('refuses %p and changes nothing', async (override, fields) => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const result = await t.run(admin, ORGANIZATION, { id: org.id, slogan: 'Changed?', mutationType: 'EDIT', ...override });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await stored(org.id)).toMatchObject({ name: org.name, type: 'Church', slogan: null });
  });

  it('needs an id, and answers NOT_FOUND for an unknown or malformed one', async () => {
    const viewer = member();
    expect(fieldErrors(await t.run(viewer, ORGANIZATION, { name: 'X', mutationType: 'EDIT' }))).toEqual({ id: 'required' });
    expect(errorCodes(await t.run(viewer, ORGANIZATION, { id: randomUUID(), name: 'X', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(viewer, ORGANIZATION, { id: 'not-a-uuid', name: 'X', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
  });

  it('is refused to anonymous visitors, other users and non-admin members, and changes nothing', async () => {
    const org = await addOrganization(t, member());
    const staff = member();
    await grantRole(t, org.id, staff, OrganizationRole.MEMBER);
    const edit: OrganizationMutationVariables = { id: org.id, name: 'Taken over', mutationType: 'EDIT' };
    expect(errorCodes(await t.run(anonymousViewer, ORGANIZATION, edit))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), ORGANIZATION, edit))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(staff, ORGANIZATION, edit))).toEqual(['FORBIDDEN']);
    // a platform admin is not an admin of every organization
    expect(errorCodes(await t.run(member([PlatformRole.ADMIN]), ORGANIZATION, edit))).toEqual(['FORBIDDEN']);
    expect(await stored(org.id)).toMatchObject({ name: org.name });
    expect(await t.outbox({ aggregateId: org.id })).toHaveLength(1);
  });

  it('lets a second admin of the organization edit it', async () => {
    const org = await addOrganization(t, member());
    const coAdmin = member();
    await grantRole(t, org.id, coAdmin, OrganizationRole.ADMIN);
    const result = await t.run(coAdmin, ORGANIZATION, { id: org.id, slogan: 'Shared leadership', mutationType: 'EDIT' });
    expect(dataOf(result).organization).toMatchObject({ id: org.id, slogan: 'Shared leadership' });
  });
});

describe('organization DELETE', () => {
  const LOOKUP = graphql(`query OrganizationAfterDelete($id: ID) { organization(id: $id) { id } }`);

  it('is refused to anonymous visitors, other users and non-admin members, and NOT_FOUND for an unknown id', async () => {
    const org = await addOrganization(t, member());
    const staff = member();
    await grantRole(t, org.id, staff, OrganizationRole.MEMBER);
    const remove: OrganizationMutationVariables = { id: org.id, mutationType: 'DELETE' };
    expect(errorCodes(await t.run(anonymousViewer, ORGANIZATION, remove))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, ORGANIZATION, { mutationType: 'DELETE' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), ORGANIZATION, remove))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(staff, ORGANIZATION, remove))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), ORGANIZATION, { id: randomUUID(), mutationType: 'DELETE' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await t.run(member(), ORGANIZATION, { mutationType: 'DELETE' }))).toEqual({ id: 'required' });
    expect(await stored(org.id)).toBeDefined();
  });

  it('lets an admin delete it with its roles, answering it as it was', async () => {
    const admin = member();
    const org = await addOrganization(t, admin);
    const result = await t.run(admin, ORGANIZATION, { id: org.id, mutationType: 'DELETE' });
    expect(dataOf(result).organization).toMatchObject({ id: org.id, slug: org.slug, name: org.name });
    expect(await stored(org.id)).toBeUndefined();
    expect(await t.count('organization_role', 'organization_id = ?', [org.id])).toBe(0);
    expect((await t.outbox({ aggregateId: org.id })).at(-1)).toMatchObject({
      type: 'orgs-jobs.organization.deleted',
      payload: { organizationId: org.id, slug: org.slug },
    });
    expect(dataOf(await t.run(anonymousViewer, LOOKUP, { id: org.id }))).toEqual({ organization: null });
  });
});
