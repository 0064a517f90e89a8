import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, signUp } from '../users/users.testing.ts';
import { ACCOUNT_OF, NOTIFICATION_SUBSCRIPTION } from './account.testing.ts';

// notificationSubscription through GraphQL: a member's notification e-mails on and off.
let t: TestService<IdentityConfig>;
let admin: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  const { user, email } = await signUp(t, { firstName: 'Phoebe', lastName: 'Cenchreae' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = await logIn(t, email);
});
afterAll(async () => t?.stop());

const member = async () => {
  const { user, viewer } = await signUp(t, { firstName: 'Tychicus', lastName: 'Asia' });
  return { id: user.id, viewer };
};

const subscribed = async (userId: string): Promise<number> => t.count('app_user', 'id = ? and is_send_notification_emails', [userId]);
const changes = async (userId: string) =>
  (await t.outbox({ aggregateId: userId, type: 'identity.user.notification-subscription-changed' })).map((e) => e.payload['isSendNotificationEmails']);

describe('notificationSubscription', () => {
  it('lets a member turn their notification e-mails off and on, recording each change once', async () => {
    const m = await member();
    expect(dataOf(await t.run(m.viewer, ACCOUNT_OF, { id: m.id })).user!.isSendNotificationEmails).toBe(true);
    const off = dataOf(await t.run(m.viewer, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'DELETE' }));
    expect(off.notificationSubscription).toEqual({ id: m.id, isSendNotificationEmails: false });
    // Already off: nothing changes, nothing is recorded.
    dataOf(await t.run(m.viewer, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'DELETE' }));
    expect(await subscribed(m.id)).toBe(0);
    const on = dataOf(await t.run(m.viewer, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'ADD' }));
    expect(on.notificationSubscription.isSendNotificationEmails).toBe(true);
    expect(await changes(m.id)).toEqual([false, true]);
    const [event] = await t.outbox({ aggregateId: m.id, type: 'identity.user.notification-subscription-changed' });
    expect(event).toMatchObject({ actorId: m.id, payload: { userId: m.id } });
  });

  it("lets an admin change a member's, recorded as the admin's act", async () => {
    const m = await member();
    const result = dataOf(await t.run(admin, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'DELETE' }));
    expect(result.notificationSubscription.isSendNotificationEmails).toBe(false);
    expect(await subscribed(m.id)).toBe(0);
    const [event] = await t.outbox({ aggregateId: m.id, type: 'identity.user.notification-subscription-changed' });
    expect(event!.actorId).toBe(admin.userId);
  });

  it("refuses another member (FORBIDDEN) and anonymous visitors (UNAUTHENTICATED), changing nothing", async () => {
    const m = await member();
    const other = await member();
    expect(errorCodes(await t.run(other.viewer, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'DELETE' }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(await subscribed(m.id)).toBe(1);
    expect(await changes(m.id)).toEqual([]);
  });

  it('shows the setting only to the member and admins', async () => {
    const m = await member();
    const other = await member();
    expect(dataOf(await t.run(other.viewer, ACCOUNT_OF, { id: m.id })).user!.isSendNotificationEmails).toBeNull();
    expect(dataOf(await t.run(anonymousViewer, ACCOUNT_OF, { id: m.id })).user!.isSendNotificationEmails).toBeNull();
    expect(dataOf(await t.run(admin, ACCOUNT_OF, { id: m.id })).user!.isSendNotificationEmails).toBe(true);
  });

  it('refuses a malformed or unknown user and a mutation type other than ADD or DELETE', async () => {
    const m = await member();
    expect(fieldErrors(await t.run(m.viewer, NOTIFICATION_SUBSCRIPTION, { userId: 'not-an-id', mutationType: 'DELETE' }))).toEqual({
      userId: 'is not a valid id',
    });
    expect(errorCodes(await t.run(admin, NOTIFICATION_SUBSCRIPTION, { userId: randomUUID(), mutationType: 'DELETE' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await t.run(m.viewer, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'EDIT' }))).toEqual({
      mutationType: 'must be ADD or DELETE',
    });
    expect(errorCodes(await t.run(m.viewer, `mutation { notificationSubscription(mutationType: DELETE) { id } }`))).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
    ]);
    expect(await subscribed(m.id)).toBe(1);
  });

  it('records one change when several ask for the same at once', async () => {
    const m = await member();
    const results = await Promise.all(
      [m.viewer, admin, m.viewer, admin, m.viewer, admin].map((viewer) =>
        t.run(viewer, NOTIFICATION_SUBSCRIPTION, { userId: m.id, mutationType: 'DELETE' }),
      ),
    );
    expect(results.map((r) => dataOf(r).notificationSubscription.isSendNotificationEmails)).toEqual(Array(6).fill(false));
    // All asked for "off": exactly one change took effect.
    expect(await changes(m.id)).toEqual([false]);
    expect(await subscribed(m.id)).toBe(0);
  });
});
