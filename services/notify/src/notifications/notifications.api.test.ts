import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';

let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig);
});
afterAll(async () => t?.stop());

const viewerFor = (userId: string): Viewer => ({ userId, roles: [], sessionId: randomUUID(), impersonatorId: null });

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

const LIST = `query L($cursor: String) { notifications(cursor: $cursor) { results { id title isRead } hasNextPage cursor unreadCount } }`;
type List = { notifications: { results: { id: string; title: string; isRead: boolean }[]; hasNextPage: boolean; cursor: string | null; unreadCount: number } };

describe('notifications', () => {
  it('pages the viewer’s notifications newest first and counts the unread ones', async () => {
    const userId = randomUUID();
    await seed(userId, 23);
    await seed(randomUUID(), 2); // someone else's
    const first = dataOf(await t.run<List>(viewerFor(userId), LIST)).notifications;
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.title).toBe('n0');
    expect(first).toMatchObject({ hasNextPage: true, unreadCount: 23 });
    const second = dataOf(await t.run<List>(viewerFor(userId), LIST, { cursor: first.cursor })).notifications;
    expect(second.results.map((n) => n.title)).toEqual(['n20', 'n21', 'n22']);
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
  });

  it('requires a signed-in viewer', async () => {
    expect(errorCodes(await t.run(anonymousViewer, LIST))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, 'mutation { notification(mutationType: READ_ALL) }'))).toEqual(['UNAUTHENTICATED']);
  });

  it('marks read, reads all and deletes only the viewer’s own', async () => {
    const owner = randomUUID();
    const [a, b] = await seed(owner, 2);
    const stranger = viewerFor(randomUUID());
    const edit = 'mutation E($id: ID, $isRead: Boolean, $type: MutationType!) { notification(id: $id, isRead: $isRead, mutationType: $type) }';
    expect(errorCodes(await t.run(stranger, edit, { id: a, isRead: true, type: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(stranger, edit, { id: a, type: 'DELETE' }))).toEqual(['NOT_FOUND']);
    await t.run(stranger, edit, { type: 'READ_ALL' });
    expect(await t.sql('select 1 from notification where user_id = ? and is_read', [owner])).toHaveLength(0);

    expect(dataOf(await t.run(viewerFor(owner), edit, { id: a, isRead: true, type: 'EDIT' }))).toEqual({ notification: true });
    expect(dataOf(await t.run<List>(viewerFor(owner), LIST)).notifications.unreadCount).toBe(1);
    await t.run(viewerFor(owner), edit, { type: 'READ_ALL' });
    expect(dataOf(await t.run<List>(viewerFor(owner), LIST)).notifications.unreadCount).toBe(0);
    await t.run(viewerFor(owner), edit, { id: b, type: 'DELETE' });
    expect(dataOf(await t.run<List>(viewerFor(owner), LIST)).notifications.results.map((n) => n.id)).toEqual([a]);
  });

  it('validates the input', async () => {
    const viewer = viewerFor(randomUUID());
    const edit = 'mutation E($id: ID, $type: MutationType!) { notification(id: $id, mutationType: $type) }';
    expect(fieldErrors(await t.run(viewer, edit, { type: 'EDIT' }))).toEqual({ id: 'required' });
    expect(fieldErrors(await t.run(viewer, edit, { type: 'SIGN_UP' }))).toEqual({ mutationType: 'must be EDIT, READ_ALL, DELETE or DELETE_ALL' });
    expect(fieldErrors(await t.run(viewer, edit, { id: 'nope', type: 'DELETE' }))).toEqual({ id: 'must be a notification id' });
  });
});
