import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { resolveSession } from '../sessions/sessions.queries.ts';
import { grantRole, logIn, sessionOf, signUp, suspend } from '../users/users.testing.ts';

// Real PostgreSQL; the session a switch starts is resolved as the gateway resolves the cookie.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const SWITCH = graphql(`
  mutation SwitchUser($userId: ID!) {
    switchUser(userId: $userId) { id firstName }
  }
`);
const RESET = graphql(`
  mutation ResetToAdminUser($userId: ID!) {
    resetToAdminUser(userId: $userId) { id }
  }
`);
const SWITCHED = graphql(`
  query SwitchedUser($userId: ID) {
    switchedUser(userId: $userId) { id firstName }
  }
`);

async function admin(): Promise<{ id: string; viewer: Viewer; email: string }> {
  const { user, email } = await signUp(t, { firstName: 'Barnabas' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  return { id: user.id, email, viewer: await logIn(t, email) };
}

const resolve = (token: string) => resolveSession(t.service.orm.em.fork(), token);

describe('switchUser', () => {
  it('makes the session stand for the member, with the admin as impersonator, and revokes the old one', async () => {
    const boss = await admin();
    const member = await signUp(t, { firstName: 'Mark' });
    const result = await t.run(boss.viewer, SWITCH, { userId: member.user.id });
    expect(dataOf(result).switchUser).toEqual({ id: member.user.id, firstName: 'Mark' });
    const { viewer, token } = await sessionOf(t, result);
    expect(viewer).toMatchObject({ userId: member.user.id, impersonatorId: boss.id, roles: [] });
    expect(await t.count('session', 'id = ? and revoked_at is not null', [boss.viewer.sessionId])).toBe(1);
    // As the member, the admin's switched session answers who it is switched into.
    expect(dataOf(await t.run(viewer, SWITCHED, {})).switchedUser).toEqual({ id: member.user.id, firstName: 'Mark' });
    expect((await resolve(token))?.impersonatorId).toBe(boss.id);
  });

  it('refuses a nested switch (CONFLICT), changing nothing, and resetToAdminUser restores the admin', async () => {
    const boss = await admin();
    const first = await signUp(t);
    const second = await signUp(t);
    const asFirst = await sessionOf(t, await t.run(boss.viewer, SWITCH, { userId: first.user.id }));
    const nested = await t.run(asFirst.viewer, SWITCH, { userId: second.user.id });
    expect(errorCodes(nested)).toEqual(['CONFLICT']);
    expect(nested.responseHeaders.size).toBe(0);
    expect(await resolve(asFirst.token)).toMatchObject({ userId: first.user.id, impersonatorId: boss.id });

    const back = await t.run(asFirst.viewer, RESET, { userId: boss.id });
    expect(dataOf(back).resetToAdminUser).toEqual({ id: boss.id });
    const own = await sessionOf(t, back);
    expect(own.viewer).toMatchObject({ userId: boss.id, impersonatorId: null, roles: [PlatformRole.ADMIN] });
    expect(await resolve(asFirst.token)).toBeNull();
    expect(dataOf(await t.run(own.viewer, SWITCHED, {})).switchedUser).toBeNull();
    // From the admin's own session again, a switch into the second member works.
    const asSecond = await sessionOf(t, await t.run(own.viewer, SWITCH, { userId: second.user.id }));
    expect(asSecond.viewer).toMatchObject({ userId: second.user.id, impersonatorId: boss.id });
  });

  it('never switches into a platform admin, another or the admin themself (FORBIDDEN), keeping the admin\'s session', async () => {
    const boss = await admin();
    const otherAdmin = await admin();
    for (const userId of [otherAdmin.id, boss.id]) {
      const refused = await t.run(boss.viewer, SWITCH, { userId });
      expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
      expect(refused.responseHeaders.size).toBe(0);
    }
    expect(await t.count('session', 'id = ? and revoked_at is null', [boss.viewer.sessionId])).toBe(1);
    expect(await t.count('session', 'user_id = ? and switched_user_id is not null', [boss.id])).toBe(0);
  });

  it('ends a switch into a member who became an admin since: the session is the admin\'s own again', async () => {
    const boss = await admin();
    const member = await signUp(t);
    const { token } = await sessionOf(t, await t.run(boss.viewer, SWITCH, { userId: member.user.id }));
    await grantRole(t, member.user.id, PlatformRole.ADMIN);
    expect(await resolve(token)).toMatchObject({ userId: boss.id, impersonatorId: null, roles: [PlatformRole.ADMIN] });
  });

  it('is refused to members, anonymous visitors and for unknown or suspended members, changing nothing', async () => {
    const boss = await admin();
    const member = await signUp(t);
    const other = await signUp(t);
    expect(errorCodes(await t.run(member.viewer, SWITCH, { userId: other.user.id }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, SWITCH, { userId: other.user.id }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(boss.viewer, SWITCH, { userId: 'not-an-id' }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(boss.viewer, SWITCH, { userId: '00000000-0000-4000-8000-000000000000' }))).toEqual(['NOT_FOUND']);
    await suspend(t, other.user.id);
    const refused = await t.run(boss.viewer, SWITCH, { userId: other.user.id });
    expect(errorCodes(refused)).toEqual(['NOT_FOUND']);
    expect(await t.count('session', 'id = ? and revoked_at is null', [boss.viewer.sessionId])).toBe(1);
    expect(errorCodes(await t.run(member.viewer, SWITCHED, { userId: other.user.id }))).toEqual(['FORBIDDEN']);
  });

  it('ends when the admin loses the ADMIN role or the member is suspended: the session is the admin\'s own again', async () => {
    const boss = await admin();
    const member = await signUp(t);
    const { token } = await sessionOf(t, await t.run(boss.viewer, SWITCH, { userId: member.user.id }));
    await suspend(t, member.user.id);
    expect(await resolve(token)).toMatchObject({ userId: boss.id, impersonatorId: null });
    await t.sql(`update app_user set status = 'ACTIVE' where id = ?`, [member.user.id]);
    await t.sql('delete from user_role where user_id = ? and name = ?', [boss.id, PlatformRole.ADMIN]);
    expect(await resolve(token)).toMatchObject({ userId: boss.id, impersonatorId: null, roles: [] });
  });
});

describe('resetToAdminUser and switchedUser', () => {
  it('refuses another account\'s id, and a member who is not switched', async () => {
    const boss = await admin();
    const member = await signUp(t);
    const switched = (await sessionOf(t, await t.run(boss.viewer, SWITCH, { userId: member.user.id }))).viewer;
    expect(errorCodes(await t.run(switched, RESET, { userId: member.user.id }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(member.viewer, RESET, { userId: member.user.id }))).toEqual(['FORBIDDEN']);
  });

  it('answers a member by id for an admin', async () => {
    const boss = await admin();
    const member = await signUp(t, { firstName: 'Silas' });
    expect(dataOf(await t.run(boss.viewer, SWITCHED, { userId: member.user.id })).switchedUser).toEqual({ id: member.user.id, firstName: 'Silas' });
    expect(errorCodes(await t.run(anonymousViewer, SWITCHED, { userId: member.user.id }))).toEqual(['FORBIDDEN']);
  });
});

describe('a session\'s roles', () => {
  it('are the platform roles only: an organization\'s role named ADMIN grants no platform right', async () => {
    const { user, email } = await signUp(t);
    await grantRole(t, user.id, PlatformRole.ADMIN, '00000000-0000-4000-8000-0000000000a1');
    const viewer = await logIn(t, email);
    expect(viewer.roles).toEqual([]);
    const other = await signUp(t);
    expect(errorCodes(await t.run(viewer, SWITCH, { userId: other.user.id }))).toEqual(['FORBIDDEN']);
  });
});
