import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, signedInViewer, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';

let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig);
});
afterAll(async () => t?.stop());

const viewerFor = (userId: string) => signedInViewer([], userId);

async function seed(userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    ids.push(id);
    await t.sql(
      `insert into notification (id, user_id, type, title, body, created_at) values (?, ?, 'WELCOME', ?, 'body', now() - (? * interval '1 minute'))`,
      [id, userId, `n${i}`, i],
    );
  }
  return ids;
}

const LIST = graphql(`
  query Notifications($cursor: String, $isRead: Boolean) {
    notifications(cursor: $cursor, isRead: $isRead) { results { id title isRead } hasNextPage cursor unreadCount }
  }
`);
const CHANGE = graphql(`
  mutation Notification($id: ID, $isRead: Boolean, $type: MutationType!) { notification(id: $id, isRead: $isRead, mutationType: $type) }
`);
const ENTITIES = graphql(`query NotificationReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Notification { id title } } }`);

const list = async (viewer: Viewer, variables: { cursor?: string | null; isRead?: boolean } = {}) =>
  dataOf(await t.run(viewer, LIST, variables)).notifications;

describe('notifications', () => {
  it('pages the viewer’s notifications newest first and counts the unread ones', async () => {
    const userId = randomUUID();
    await seed(userId, 23);
    await seed(randomUUID(), 2); // someone else's
    const first = await list(viewerFor(userId));
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.title).toBe('n0');
    expect(first).toMatchObject({ hasNextPage: true, unreadCount: 23 });
    const second = await list(viewerFor(userId), { cursor: first.cursor });
    expect(second.results.map((n) => n.title)).toEqual(['n20', 'n21', 'n22']);
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
  });

  it('lists only read or only unread ones when asked', async () => {
    const owner = viewerFor(randomUUID());
    const [a, b] = await seed(owner.userId, 2);
    dataOf(await t.run(owner, CHANGE, { id: a, isRead: true, type: 'EDIT' }));
    expect((await list(owner, { isRead: true })).results.map((n) => n.id)).toEqual([a]);
    expect(await list(owner, { isRead: false })).toMatchObject({ results: [{ id: b }], unreadCount: 1 });
  });

  it('requires a signed-in viewer, before reading the input, and changes nothing', async () => {
    const [id] = await seed(randomUUID(), 1);
    expect(errorCodes(await t.run(anonymousViewer, LIST))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, LIST, { cursor: 'not-a-cursor' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, CHANGE, { type: 'READ_ALL' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, CHANGE, { type: 'DELETE_ALL' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, CHANGE, { type: 'EDIT' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, CHANGE, { id: 'nope', type: 'DELETE' }))).toEqual(['UNAUTHENTICATED']);
    expect(await t.count('notification', 'id = ? and not is_read', [id])).toBe(1);
  });

  it('marks read, reads all and deletes only the viewer’s own', async () => {
    const owner = randomUUID();
    const [a, b] = await seed(owner, 2);
    const stranger = viewerFor(randomUUID());
    expect(errorCodes(await t.run(stranger, CHANGE, { id: a, isRead: true, type: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(stranger, CHANGE, { id: a, type: 'DELETE' }))).toEqual(['NOT_FOUND']);
    await t.run(stranger, CHANGE, { type: 'READ_ALL' });
    expect(await t.count('notification', 'user_id = ? and is_read', [owner])).toBe(0);

    expect(dataOf(await t.run(viewerFor(owner), CHANGE, { id: a, isRead: true, type: 'EDIT' }))).toEqual({ notification: true });
    expect((await list(viewerFor(owner))).unreadCount).toBe(1);
    await t.run(viewerFor(owner), CHANGE, { type: 'READ_ALL' });
    expect((await list(viewerFor(owner))).unreadCount).toBe(0);
    await t.run(viewerFor(owner), CHANGE, { id: b, type: 'DELETE' });
    expect((await list(viewerFor(owner))).results.map((n) => n.id)).toEqual([a]);
  });

  it('deletes all of the viewer’s own and nobody else’s', async () => {
    const [owner, other] = [randomUUID(), randomUUID()];
    await seed(owner, 3);
    await seed(other, 2);
    expect(dataOf(await t.run(viewerFor(owner), CHANGE, { type: 'DELETE_ALL' }))).toEqual({ notification: true });
    expect(await t.count('notification', 'user_id = ?', [owner])).toBe(0);
    expect(await t.count('notification', 'user_id = ?', [other])).toBe(2);
  });

  it('validates the input', async () => {
    const viewer = viewerFor(randomUUID());
    const [id] = await seed(viewer.userId, 1);
    expect(fieldErrors(await t.run(viewer, CHANGE, { type: 'EDIT' }))).toEqual({ id: 'required', isRead: 'required' });
    expect(fieldErrors(await t.run(viewer, CHANGE, { id, type: 'EDIT' }))).toEqual({ isRead: 'required' });
    expect(fieldErrors(await t.run(viewer, CHANGE, { type: 'SIGN_UP' }))).toEqual({ mutationType: 'must be EDIT, READ_ALL, DELETE or DELETE_ALL' });
    expect(fieldErrors(await t.run(viewer, CHANGE, { id: 'nope', type: 'DELETE' }))).toEqual({ id: 'must be a notification id' });
    expect((await list(viewer)).results.map((n) => n.id)).toEqual([id]);
  });
});

describe('Notification references', () => {
  it('resolves a notification for its recipient only, in one statement for all references', async () => {
    const owner = viewerFor(randomUUID());
    const [a, b] = await seed(owner.userId, 2);
    const representations = [a, b, 'not-an-id'].map((id) => ({ __typename: 'Notification', id }));
    const asOwner = () => t.run(owner, ENTITIES, { r: representations });
    expect(dataOf(await asOwner())).toEqual({ _entities: [{ id: a, title: 'n0' }, { id: b, title: 'n1' }, null] });
    expect(await t.statementsDuring(asOwner)).toHaveLength(1);
    for (const viewer of [viewerFor(randomUUID()), anonymousViewer]) {
      expect(dataOf(await t.run(viewer, ENTITIES, { r: representations }))).toEqual({ _entities: [null, null, null] });
    }
  });
});
