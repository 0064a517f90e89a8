import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PlatformRole, userReference, type Viewer } from '@koinonia/kit';
import { dataOf, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, signUp, type SignedInUser } from './users.testing.ts';

// A page of users, and a batch of entity references from the gateway, cost a fixed number of SQL
// statements whatever their size: child fields and references load through per-request DataLoaders.
let t: TestService<IdentityConfig>;
const tag = uniqueSuffix();
let users: SignedInUser[];
let viewer: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  const signUps = await Promise.all(
    Array.from({ length: 50 }, (_, i) => signUp(t, { firstName: `Member${String(i).padStart(2, '0')}`, lastName: `Batch${tag}` })),
  );
  await Promise.all(
    signUps.map(async ({ user, viewer }, i) => {
      await t.run(viewer, UPDATE_PROFILE, {
        input: { firstName: user.firstName, lastName: user.lastName, location: { city: `City ${i}`, zipcode: '19104' } },
      });
      await grantRole(t, user.id, PlatformRole.ADMIN);
      await grantRole(t, user.id, 'Elder', randomUUID());
    }),
  );
  users = signUps.map((s) => s.user);
  viewer = signUps[0]!.viewer;
}, 120_000);
afterAll(async () => t?.stop());

const UPDATE_PROFILE = graphql(`
  mutation UpdateProfileForBatch($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }
`);

const USERS_WITH_CHILDREN = graphql(`
  query UsersWithChildren($search: String, $first: Int) {
    users(search: $search, first: $first) {
      results { id firstName profile { id about } location { city } roles { name organizationId } }
      hasNextPage
    }
  }
`);

// The gateway's query shape for references from other subgraphs.
const USER_REFERENCES = graphql(`
  query UserReferences($representations: [_Any!]!) {
    _entities(representations: $representations) {
      ... on User { id firstName profile { id about } location { city } roles { name organizationId } }
    }
  }
`);
const PROFILE_REFERENCES = graphql(`
  query ProfileReferences($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on Profile { id userId about } }
  }
`);

async function statementsForPage(size: number): Promise<string[]> {
  return t.statementsDuring(async () => {
    const page = dataOf(await t.run(viewer, USERS_WITH_CHILDREN, { search: `Batch${tag}`, first: size })).users;
    expect(page.results).toHaveLength(size);
    for (const user of page.results) {
      expect(user.profile.id).toBeDefined();
      expect(user.location?.city).toMatch(/^City \d+$/);
      expect(user.roles.map((r) => r.name)).toEqual([PlatformRole.ADMIN, 'Elder']);
    }
  });
}

async function statementsForUserReferences(size: number): Promise<string[]> {
  const representations = users.slice(0, size).map((u) => userReference(u.id));
  return t.statementsDuring(async () => {
    const entities = dataOf(await t.run(viewer, USER_REFERENCES, { representations }))._entities;
    expect(entities.map((e) => e?.id)).toEqual(representations.map((r) => r.id));
    for (const entity of entities) {
      expect(entity?.location?.city).toMatch(/^City \d+$/);
      expect(entity?.roles).toHaveLength(2);
    }
  });
}

async function statementsForProfileReferences(size: number): Promise<string[]> {
  const representations = users.slice(0, size).map((u) => ({ __typename: 'Profile', id: u.profile.id }));
  return t.statementsDuring(async () => {
    const entities = dataOf(await t.run(viewer, PROFILE_REFERENCES, { representations }))._entities;
    expect(entities.map((e) => e?.userId)).toEqual(users.slice(0, size).map((u) => u.id));
  });
}

describe('statements per request', () => {
  it('a page of users with profile, location and roles: one query for the page and one per child field', async () => {
    const five = await statementsForPage(5);
    const fifty = await statementsForPage(50);
    expect(fifty).toHaveLength(4);
    expect(fifty).toHaveLength(five.length);
  });

  it('User references with profile, location and roles: one query per kind of row', async () => {
    const five = await statementsForUserReferences(5);
    const fifty = await statementsForUserReferences(50);
    expect(fifty).toHaveLength(4);
    expect(fifty).toHaveLength(five.length);
  });

  it('Profile references: one query', async () => {
    expect(await statementsForProfileReferences(5)).toHaveLength(1);
    expect(await statementsForProfileReferences(50)).toHaveLength(1);
  });
});
