import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, encodeCursor, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { CONNECT, connect } from '../connections/connections.testing.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, signUp, suspend } from '../users/users.testing.ts';

// People you may know, through GraphQL: who is suggested, who never is, the ranking, its reasons
// and its pages.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

interface Place {
  readonly city: string;
  readonly state: string;
  readonly country: string;
}

type Member = { id: string; profileId: string; viewer: Viewer; email: string };

const UPDATE_LOCATION = graphql(`
  mutation SuggestionsUpdateLocation($input: UpdateUserProfileInput!) { updateUserProfile(input: $input) { id } }
`);
const BLOCK = graphql(`mutation SuggestionsBlock($profileId: ID!) { blockProfile(profileId: $profileId) { id } }`);
const SUGGESTIONS = graphql(`
  query SuggestedConnections($cursor: String, $first: Int) {
    suggestedConnections(cursor: $cursor, first: $first) {
      results { user { id firstName } mutualConnections sharedOrganizations sharedGroups sameCity }
      hasNextPage
      cursor
    }
  }
`);

async function member(firstName: string, place?: Place): Promise<Member> {
  const { user, viewer, email } = await signUp(t, { firstName, lastName: 'Suggested' });
  if (place) dataOf(await t.run(viewer, UPDATE_LOCATION, { input: { firstName, lastName: 'Suggested', location: place } }));
  return { id: user.id, profileId: user.profile.id, viewer, email };
}

/** A group membership as identity's read model keeps it (fed by community's events in production). */
const joinGroup = (groupId: string, userId: string) =>
  t.sql('insert into group_member (group_id, user_id, joined_at) values (?, ?, now())', [groupId, userId]);

/** Every suggestion for a viewer, page by page. */
async function allSuggestions(viewer: Viewer, first: number) {
  const seen = [];
  let cursor: string | null | undefined = null;
  do {
    const page: { results: unknown[]; cursor?: string | null } = dataOf(await t.run(viewer, SUGGESTIONS, { first, cursor })).suggestedConnections;
    seen.push(...(page.results as { user: { id: string } }[]));
    cursor = page.cursor;
  } while (cursor);
  return seen;
}

describe('suggestedConnections', () => {
  it('ranks by mutual connections, then shared organizations, then shared groups, then nearness, with the reasons, in pages', async () => {
    const tag = uniqueSuffix();
    const home = { city: `Ephesus ${tag}`, state: `Asia ${tag}`, country: `Rome ${tag}` };
    const church = randomUUID();
    const viewer = await member('Viewer', home);
    await grantRole(t, viewer.id, 'Elder', church);
    const [friendA, friendB] = [await member('Aquila'), await member('Barnabas')];
    await connect(t, viewer, friendA);
    await connect(t, friendB, viewer);

    const twoMutual = await member('Two', { ...home, city: `Smyrna ${tag}` });
    await connect(t, twoMutual, friendA);
    await connect(t, friendB, twoMutual);
    const mutualAndChurch = await member('MutualChurch');
    await connect(t, mutualAndChurch, friendA);
    await grantRole(t, mutualAndChurch.id, 'Member', church);
    await grantRole(t, mutualAndChurch.id, 'Deacon', church);
    const mutualSameState = await member('MutualState', { ...home, city: `Pergamum ${tag}` });
    await connect(t, mutualSameState, friendB);
    const mutualSameCountry = await member('MutualCountry', { ...home, city: `Corinth ${tag}`, state: `Achaia ${tag}` });
    await connect(t, friendA, mutualSameCountry);
    const churchOnly = await member('Church');
    await grantRole(t, churchOnly.id, 'Member', church);
    const [bibleStudy, choir] = [randomUUID(), randomUUID()];
    const groupOnly = await member('Group');
    for (const group of [bibleStudy, choir]) {
      await joinGroup(group, viewer.id);
      await joinGroup(group, groupOnly.id);
    }
    const neighbour = await member('Neighbour', home);
    // Same city name in another state: not a neighbour, and nothing else links them.
    await member('Elsewhere', { ...home, state: `Galatia ${tag}` });

    const reasons = (user: Member, firstName: string, mutualConnections: number, sharedOrganizations: number, sharedGroups: number, sameCity: boolean) => ({
      user: { id: user.id, firstName },
      mutualConnections,
      sharedOrganizations,
      sharedGroups,
      sameCity,
    });
    const expected = [
      reasons(twoMutual, 'Two', 2, 0, 0, false),
      reasons(mutualAndChurch, 'MutualChurch', 1, 1, 0, false),
      reasons(mutualSameState, 'MutualState', 1, 0, 0, false),
      reasons(mutualSameCountry, 'MutualCountry', 1, 0, 0, false),
      reasons(churchOnly, 'Church', 0, 1, 0, false),
      reasons(groupOnly, 'Group', 0, 0, 2, false),
      reasons(neighbour, 'Neighbour', 0, 0, 0, true),
    ];
    const first = dataOf(await t.run(viewer.viewer, SUGGESTIONS, { first: 4 })).suggestedConnections;
    expect(first).toMatchObject({ results: expected.slice(0, 4), hasNextPage: true });
    const second = dataOf(await t.run(viewer.viewer, SUGGESTIONS, { first: 4, cursor: first.cursor })).suggestedConnections;
    expect(second).toEqual({ results: expected.slice(4), hasNextPage: false, cursor: null });
    expect(await allSuggestions(viewer.viewer, 1)).toEqual(expected);

    // The other side sees the viewer too, for the same reasons.
    const seenByNeighbour = dataOf(await t.run(neighbour.viewer, SUGGESTIONS, {})).suggestedConnections.results;
    expect(seenByNeighbour.find((s) => s.user.id === viewer.id)).toMatchObject({ sameCity: true, mutualConnections: 0 });
  });

  it('never suggests the viewer, their connections, requests either way, declined requests, blocks either way or suspended members', async () => {
    const viewer = await member('Viewer');
    const friend = await member('Friend');
    await connect(t, viewer, friend);
    const others = { asked: await member('Asked'), asking: await member('Asking'), declined: await member('Declined'), blocked: await member('Blocked'), blocker: await member('Blocker'), suspended: await member('Suspended'), kept: await member('Kept') };
    // Every one of them is a friend of the viewer's friend, so each would otherwise be suggested.
    for (const other of Object.values(others)) await connect(t, friend, other);
    // The viewer's friends are friends of each other too: still never suggested back.
    const secondFriend = await member('SecondFriend');
    await connect(t, viewer, secondFriend);
    await connect(t, friend, secondFriend);
    const ask = (from: Member, to: Member) => t.run(from.viewer, CONNECT, { connectorId: from.id, connectedId: to.id, mutationType: 'ADD' });
    dataOf(await ask(viewer, others.asked));
    dataOf(await ask(others.asking, viewer));
    dataOf(await ask(others.declined, viewer));
    dataOf(await t.run(viewer.viewer, CONNECT, { connectorId: others.declined.id, connectedId: viewer.id, status: 'DECLINED', mutationType: 'EDIT' }));
    dataOf(await t.run(viewer.viewer, BLOCK, { profileId: others.blocked.profileId }));
    dataOf(await t.run(others.blocker.viewer, BLOCK, { profileId: viewer.profileId }));
    await suspend(t, others.suspended.id);

    const suggested = (await allSuggestions(viewer.viewer, 50)).map((s) => s.user.id);
    expect(suggested).toEqual([others.kept.id]);
    // An admin is a member like any other here: their own network, nobody else's.
    await grantRole(t, viewer.id, PlatformRole.ADMIN);
    const asAdmin = await logIn(t, viewer.email);
    expect((await allSuggestions(asAdmin, 50)).map((s) => s.user.id)).toEqual([others.kept.id]);
  });

  it('answers a member with no network with an empty page, and a page in one SQL statement', async () => {
    const loner = await member('Loner');
    expect(dataOf(await t.run(loner.viewer, SUGGESTIONS, {})).suggestedConnections).toEqual({ results: [], hasNextPage: false, cursor: null });

    const viewer = await member('Counted');
    const friend = await member('Friend');
    await connect(t, viewer, friend);
    for (let i = 0; i < 3; i++) await connect(t, friend, await member(`Reached${i}`));
    let page: unknown;
    const statements = await t.statementsDuring(async () => {
      page = dataOf(await t.run(viewer.viewer, SUGGESTIONS, { first: 2 })).suggestedConnections;
    });
    expect(page).toMatchObject({ hasNextPage: true, results: [{ mutualConnections: 1 }, { mutualConnections: 1 }] });
    expect(statements).toHaveLength(1);
  });

  it('is for signed-in members only, and refuses a cursor that is not its own', async () => {
    expect(errorCodes(await t.run(anonymousViewer, SUGGESTIONS, {}))).toEqual(['UNAUTHENTICATED']);
    const viewer = await member('Cursor');
    expect(fieldErrors(await t.run(viewer.viewer, SUGGESTIONS, { cursor: 'garbage' }))).toEqual({ cursor: 'is not a valid cursor' });
    const nameCursor = encodeCursor({ v: 'Aquila Suggested', id: randomUUID() });
    expect(fieldErrors(await t.run(viewer.viewer, SUGGESTIONS, { cursor: nameCursor }))).toEqual({ cursor: 'is not a valid cursor' });
    expect(fieldErrors(await t.run(viewer.viewer, SUGGESTIONS, { cursor: encodeCursor({ v: 12, id: 'not-a-uuid' }) }))).toEqual({ cursor: 'is not a valid cursor' });
  });
});
