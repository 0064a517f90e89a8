import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, handledTestEvent, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { IdentityPlatformRolesAnnounced } from '../migrations/0013-platform-roles-announced.ts';
import { identityService } from '../service.ts';
import { resolveSession } from '../sessions/sessions.queries.ts';
import { grantRole, logIn, signUp } from '../users/users.testing.ts';

// Platform roles given by admins, and content's unsubscribes turning members' newsletter off.
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const UPDATE_ROLE = graphql(`
  mutation UpdateUsersPlatformRole($userIds: [ID!]!, $role: PlatformRole!, $action: PlatformRoleAction!) {
    updateUsersPlatformRole(userIds: $userIds, role: $role, action: $action) { id roles { name } }
  }
`);

async function admin() {
  const { user, email } = await signUp(t, { firstName: 'Phoebe' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  return { id: user.id, viewer: await logIn(t, email) };
}

describe('updateUsersPlatformRole', () => {
  it('lets an admin make members content editors, which their sessions carry, and take it back', async () => {
    const boss = await admin();
    const editor = await signUp(t, { firstName: 'Luke' });
    const other = await signUp(t, { firstName: 'Silas' });
    const added = dataOf(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [editor.user.id, other.user.id, editor.user.id], role: 'CONTENT_EDITOR', action: 'ADD' }));
    expect(added.updateUsersPlatformRole.map((u) => u.roles.map((r) => r.name))).toEqual([[PlatformRole.CONTENT_EDITOR], [PlatformRole.CONTENT_EDITOR]]);
    // Added again (and both at once): still one role each.
    await Promise.all([1, 2].map(() => t.run(boss.viewer, UPDATE_ROLE, { userIds: [editor.user.id], role: 'CONTENT_EDITOR', action: 'ADD' })));
    expect(await t.count('user_role', 'user_id = ? and organization_id is null', [editor.user.id])).toBe(1);
    // The session the member already had carries it, and so does a fresh one.
    expect((await resolveSession(t.service.orm.em.fork(), editor.token))?.roles).toEqual([PlatformRole.CONTENT_EDITOR]);
    expect((await logIn(t, editor.email)).roles).toEqual([PlatformRole.CONTENT_EDITOR]);

    dataOf(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [editor.user.id], role: 'CONTENT_EDITOR', action: 'REMOVE' }));
    expect((await logIn(t, editor.email)).roles).toEqual([]);
    expect((await resolveSession(t.service.orm.em.fork(), other.token))?.roles).toEqual([PlatformRole.CONTENT_EDITOR]);
  });

  it('refuses members, editors and visitors, and changes nothing', async () => {
    const member = await signUp(t);
    const editor = await signUp(t);
    await grantRole(t, editor.user.id, PlatformRole.CONTENT_EDITOR);
    const editorViewer = await logIn(t, editor.email);
    const vars = { userIds: [member.user.id], role: 'ADMIN' as const, action: 'ADD' as const };
    expect(errorCodes(await t.run(member.viewer, UPDATE_ROLE, vars))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(editorViewer, UPDATE_ROLE, vars))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, UPDATE_ROLE, vars))).toEqual(['UNAUTHENTICATED']);
    expect(await t.count('user_role', 'user_id = ?', [member.user.id])).toBe(0);
  });

  it('refuses bad input and unknown users, and keeps the last admin', async () => {
    const boss = await admin();
    const member = await signUp(t);
    expect(fieldErrors(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [], role: 'CONTENT_EDITOR', action: 'ADD' }))).toEqual({ userIds: 'required' });
    expect(errorCodes(await t.run(boss.viewer, UPDATE_ROLE, { userIds: ['not-a-uuid'], role: 'CONTENT_EDITOR', action: 'ADD' }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [member.user.id, randomUUID()], role: 'CONTENT_EDITOR', action: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(await t.count('user_role', 'user_id = ?', [member.user.id])).toBe(0);
    // Every admin at once cannot be removed.
    const admins = (await t.sql<{ user_id: string }>(`select distinct user_id from user_role where name = 'ADMIN' and organization_id is null`)).map((r) => r.user_id);
    expect(fieldErrors(await t.run(boss.viewer, UPDATE_ROLE, { userIds: admins, role: 'ADMIN', action: 'REMOVE' }))).toEqual({ userIds: 'would leave the platform without an admin' });
    expect(await t.count('user_role', `name = 'ADMIN' and organization_id is null`)).toBe(admins.length);
  });
});

describe('identity.user.platform-roles-changed', () => {
  const announced = async (userId: string) =>
    (await t.outbox({ aggregateId: userId, type: 'identity.user.platform-roles-changed' })).map((event) => event.payload);

  it('announces each changed member\'s whole set of platform roles, by the admin, and nothing for a grant already held', async () => {
    const boss = await admin();
    const luke = await signUp(t);
    const silas = await signUp(t);
    await grantRole(t, silas.user.id, PlatformRole.CONTENT_EDITOR);
    dataOf(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [luke.user.id, silas.user.id], role: 'CONTENT_EDITOR', action: 'ADD' }));
    expect(await announced(luke.user.id)).toEqual([{ userId: luke.user.id, platformRoles: ['CONTENT_EDITOR'] }]);
    expect(await announced(silas.user.id)).toEqual([]);

    dataOf(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [luke.user.id], role: 'ADMIN', action: 'ADD' }));
    dataOf(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [luke.user.id, silas.user.id], role: 'CONTENT_EDITOR', action: 'REMOVE' }));
    expect(await announced(luke.user.id)).toEqual([
      { userId: luke.user.id, platformRoles: ['CONTENT_EDITOR'] },
      { userId: luke.user.id, platformRoles: ['ADMIN', 'CONTENT_EDITOR'] },
      { userId: luke.user.id, platformRoles: ['ADMIN'] },
    ]);
    expect(await announced(silas.user.id)).toEqual([{ userId: silas.user.id, platformRoles: [] }]);
    expect((await t.outbox({ aggregateId: luke.user.id, type: 'identity.user.platform-roles-changed' })).map((e) => e.actorId)).toEqual([boss.id, boss.id, boss.id]);
  });

  it('announces nothing when the change is refused', async () => {
    const boss = await admin();
    const member = await signUp(t);
    expect(errorCodes(await t.run(member.viewer, UPDATE_ROLE, { userIds: [member.user.id], role: 'ADMIN', action: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(boss.viewer, UPDATE_ROLE, { userIds: [member.user.id, randomUUID()], role: 'ADMIN', action: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(await announced(member.user.id)).toEqual([]);
  });

  it('the migration announces every member who already held a platform role, once each', async () => {
    const [holder, both, none] = [await signUp(t), await signUp(t), await signUp(t)];
    await grantRole(t, holder.user.id, PlatformRole.ADMIN);
    await grantRole(t, both.user.id, PlatformRole.CONTENT_EDITOR);
    await grantRole(t, both.user.id, PlatformRole.ADMIN);
    await grantRole(t, none.user.id, 'Elder', randomUUID());
    const orm = t.service.orm;
    const migration = new IdentityPlatformRolesAnnounced(orm.em.getDriver(), orm.config);
    migration.up();
    const queries = migration.getQueries();
    expect(queries.map((query) => typeof query)).toEqual(['string']);
    for (const query of queries as string[]) await t.sql(query);
    expect(await announced(holder.user.id)).toEqual([{ userId: holder.user.id, platformRoles: ['ADMIN'] }]);
    expect(await announced(both.user.id)).toEqual([{ userId: both.user.id, platformRoles: ['ADMIN', 'CONTENT_EDITOR'] }]);
    expect(await announced(none.user.id)).toEqual([]);
  });
});

describe('content.newsletter.unsubscribed', () => {
  it('turns the newsletter off for the member with that address and tells notify, once', async () => {
    const { user, email } = await signUp(t, { isSubscribed: true });
    const unsubscribed = { type: 'content.newsletter.unsubscribed', version: 1, aggregateId: email, payload: { email: email.toUpperCase() } };
    await handledTestEvent(t, unsubscribed);
    expect(await t.count('app_user', 'id = ? and not is_send_newsletters', [user.id])).toBe(1);
    await handledTestEvent(t, unsubscribed);
    expect(await t.outbox({ aggregateId: user.id, type: 'identity.newsletter-preference.changed' })).toEqual([
      expect.objectContaining({ payload: { userId: user.id, email, isSendNewsletters: false } }),
    ]);
  });
});
