import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member, suspend } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';

// "Open to a call": set by the member, seen (on identity's User, through federation) only by themself
// and the admins of verified organizations.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig);
});
afterAll(async () => t?.stop());

const OPEN_TO_CALL = graphql(`
  mutation OpenToCall($isOpen: Boolean!, $note: String, $denomination: String, $workplace: Workplace) {
    openToCall(isOpen: $isOpen, note: $note, denomination: $denomination, workplace: $workplace) { userId user { id } note denomination workplace }
  }
`);
const ON_USERS = graphql(`
  query OpenToCallOnUsers($r: [_Any!]!) { _entities(representations: $r) { ... on User { id openToCall { note denomination } } } }
`);
const CANDIDATES = graphql(`
  query OpenToCallCandidates($denomination: String, $workplace: Workplace, $cursor: String, $first: Int) {
    openToCallCandidates(denomination: $denomination, workplace: $workplace, cursor: $cursor, first: $first) { results { userId } hasNextPage cursor }
  }
`);

const seenBy = async (viewer: Viewer, userIds: string[]) =>
  dataOf(await t.run(viewer, ON_USERS, { r: userIds.map((id) => ({ __typename: 'User', id })) }))._entities;

/** An admin of an organization whose e-mail address is verified (or not). */
async function organizationAdmin(verified: boolean) {
  const admin = member();
  const org = await addOrganization(t, admin);
  if (verified) await t.sql('update organization set is_email_verified = true where id = ?', [org.id]);
  return { admin, org };
}

describe('openToCall', () => {
  it('marks the member open to a call, updates it, and removes it', async () => {
    const pastor = member();
    const opened = dataOf(await t.run(pastor, OPEN_TO_CALL, { isOpen: true, note: ' Seeking a rural parish ', denomination: 'Lutheran', workplace: 'ON_SITE' }));
    expect(opened.openToCall).toEqual({ userId: pastor.userId, user: { id: pastor.userId }, note: 'Seeking a rural parish', denomination: 'Lutheran', workplace: 'ON_SITE' });
    const changed = dataOf(await t.run(pastor, OPEN_TO_CALL, { isOpen: true, note: 'Remote preaching too' }));
    expect(changed.openToCall).toMatchObject({ note: 'Remote preaching too', denomination: null, workplace: null });
    expect(await t.count('open_to_call', 'user_id = ?', [pastor.userId])).toBe(1);
    expect(dataOf(await t.run(pastor, OPEN_TO_CALL, { isOpen: false })).openToCall).toBeNull();
    expect(await t.count('open_to_call', 'user_id = ?', [pastor.userId])).toBe(0);
  });

  it('keeps one row when the member sets it many times at once', async () => {
    const pastor = member();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => t.run(pastor, OPEN_TO_CALL, { isOpen: true, note: `note ${i}` })));
    expect(results.filter((r) => r.errors)).toEqual([]);
    expect(await t.count('open_to_call', 'user_id = ?', [pastor.userId])).toBe(1);
  });

  // Issue 24: a denomination took 10,000 characters; it is @koinonia/validation's shortText (500).
  it('takes a denomination of 500 characters and refuses 501 as BAD_USER_INPUT naming it, writing nothing', async () => {
    const pastor = member();
    const refused = await t.run(pastor, OPEN_TO_CALL, { isOpen: true, denomination: 'd'.repeat(501) });
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(refused)).toEqual({ denomination: 'must be at most 500 characters' });
    expect(await t.count('open_to_call', 'user_id = ?', [pastor.userId])).toBe(0);
    expect(dataOf(await t.run(pastor, OPEN_TO_CALL, { isOpen: true, denomination: 'd'.repeat(500) })).openToCall?.denomination).toBe('d'.repeat(500));
  });

  it('requires a signed-in member and a boolean', async () => {
    expect(errorCodes(await t.run(anonymousViewer, OPEN_TO_CALL, { isOpen: true }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), `mutation { openToCall(note: "x") { userId } }`))).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('User.openToCall', () => {
  it('is seen by the member themself and by admins of verified organizations, and is null for anyone else', async () => {
    const pastor = member();
    const notOpen = member();
    await t.run(pastor, OPEN_TO_CALL, { isOpen: true, note: 'Open', denomination: 'Presbyterian' });
    const verified = await organizationAdmin(true);
    const unverified = await organizationAdmin(false);
    const verifiedMember = member();
    await grantRole(t, verified.org.id, verifiedMember, OrganizationRole.MEMBER);
    const suspended = await organizationAdmin(true);
    await suspend(t, suspended.org.id);

    const visible = [{ id: pastor.userId, openToCall: { note: 'Open', denomination: 'Presbyterian' } }, { id: notOpen.userId, openToCall: null }];
    const hidden = [{ id: pastor.userId, openToCall: null }, { id: notOpen.userId, openToCall: null }];
    expect(await seenBy(verified.admin, [pastor.userId, notOpen.userId])).toEqual(visible);
    expect((await seenBy(pastor, [pastor.userId]))[0]).toEqual(visible[0]);
    for (const viewer of [anonymousViewer, member(), unverified.admin, verifiedMember, suspended.admin, member([PlatformRole.ADMIN])]) {
      expect(await seenBy(viewer, [pastor.userId, notOpen.userId])).toEqual(hidden);
    }
  });

  it('costs a fixed number of statements for many users', async () => {
    const { admin } = await organizationAdmin(true);
    const users = Array.from({ length: 30 }, () => member());
    for (const user of users.slice(0, 10)) await t.run(user, OPEN_TO_CALL, { isOpen: true });
    const statements = await t.statementsDuring(() => seenBy(admin, users.map((u) => u.userId)));
    expect(statements).toHaveLength(2);
  });
});

describe('openToCallCandidates', () => {
  it('lists members open to a call for admins of verified organizations, filtered and paged', async () => {
    const { admin } = await organizationAdmin(true);
    const denomination = `Moravian ${Date.now()}`;
    const [a, b, c] = [member(), member(), member()];
    for (const [viewer, workplace] of [[a, 'REMOTE'], [b, 'ON_SITE'], [c, 'REMOTE']] as const) {
      await t.run(viewer, OPEN_TO_CALL, { isOpen: true, denomination, workplace });
    }
    const first = dataOf(await t.run(admin, CANDIDATES, { denomination: denomination.toUpperCase(), first: 2 })).openToCallCandidates;
    const next = dataOf(await t.run(admin, CANDIDATES, { denomination, first: 2, cursor: first.cursor })).openToCallCandidates;
    expect([...first.results, ...next.results].map((r) => r.userId)).toEqual([c.userId, b.userId, a.userId]);
    expect(next.hasNextPage).toBe(false);
    const remote = dataOf(await t.run(admin, CANDIDATES, { denomination, workplace: 'REMOTE' })).openToCallCandidates;
    expect(remote.results.map((r) => r.userId)).toEqual([c.userId, a.userId]);
  });

  it('bounds the denomination filter as a denomination is bounded, before the database', async () => {
    const { admin } = await organizationAdmin(true);
    const answer = await t.run(admin, CANDIDATES, { denomination: 'd'.repeat(501) });
    expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual({ denomination: 'must be at most 500 characters' });
    expect(dataOf(await t.run(admin, CANDIDATES, { denomination: 'x'.repeat(500) })).openToCallCandidates.results).toEqual([]);
  });

  it('is refused to everyone else', async () => {
    const { admin: unverifiedAdmin } = await organizationAdmin(false);
    for (const viewer of [member(), unverifiedAdmin, member([PlatformRole.ADMIN])]) {
      expect(errorCodes(await t.run(viewer, CANDIDATES, {}))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await t.run(anonymousViewer, CANDIDATES, {}))).toEqual(['UNAUTHENTICATED']);
  });
});
