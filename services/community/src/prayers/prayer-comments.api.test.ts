import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { COMMENTS, REACT, saveComment } from '../comments/comments.testing.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { addPrayer, IS_COMMENTABLE, SAVE_PRAYER } from './prayers.testing.ts';

// Comments on prayers through the feed's comments, and a prayer's comments turned off.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);
const comment = (viewer: Viewer, prayerId: string) => saveComment(t, viewer, { body: 'Praying with you', prayerId, mutationType: 'ADD' });
const commentIds = async (viewer: Viewer, prayerId: string) => dataOf(await t.run(viewer, COMMENTS, { prayerId })).comments.results.map((c) => c.id);

/** A CLOSED group's prayer by a member, with the group's admin and another member. */
async function groupPrayer() {
  const admin = member();
  const group = await addGroup(t, admin, { privacy: 'CLOSED' });
  const [author, fellow] = [member(), member()];
  await join(t, group.id, author);
  await join(t, group.id, fellow);
  return { admin, author, fellow, group, prayer: await addPrayer(t, author, { groupId: group.id }) };
}

describe('comments on a prayer', () => {
  it('are for whoever sees it: members, the group admin and platform admins; not outsiders or anonymous visitors', async () => {
    const { admin, author, fellow, prayer } = await groupPrayer();
    const added = [];
    for (const viewer of [fellow, admin, author, platformAdmin()]) added.push(dataOf(await comment(viewer, prayer.id)).comment!.id);
    expect(errorCodes(await comment(member(), prayer.id))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await comment(anonymousViewer, prayer.id))).toEqual(['UNAUTHENTICATED']);
    expect(await commentIds(fellow, prayer.id)).toEqual(added);
    expect(errorCodes(await t.run(member(), COMMENTS, { prayerId: prayer.id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(anonymousViewer, COMMENTS, { prayerId: prayer.id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await comment(fellow, randomUUID()))).toEqual(['NOT_FOUND']);
  });

  it('are refused to everyone once turned off (prayerIsCommentable), those already there stay; "I prayed" still works', async () => {
    const { admin, author, fellow, prayer } = await groupPrayer();
    const before = dataOf(await comment(fellow, prayer.id)).comment!;
    expect(dataOf(await t.run(admin, IS_COMMENTABLE, { id: prayer.id, isCommentable: false })).prayerIsCommentable.isCommentable).toBe(false);
    for (const viewer of [fellow, admin, author, platformAdmin()]) {
      const refused = await comment(viewer, prayer.id);
      expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
      expect(refused.errors?.[0]?.message).toBe('Comments are turned off here');
    }
    expect(await t.count('comment', 'prayer_id = ?', [prayer.id])).toBe(1);
    expect(await commentIds(fellow, prayer.id)).toEqual([before.id]);
    expect(dataOf(await t.run(fellow, REACT, { name: 'PRAYING', prayerId: prayer.id, mutationType: 'ADD' })).reaction[0]).toMatchObject({ count: 1, viewerHasReacted: true });
    // The author turns them back on through prayer~ EDIT.
    dataOf(await t.run(author, SAVE_PRAYER, { id: prayer.id, isCommentable: true, mutationType: 'EDIT' }));
    expect(dataOf(await comment(fellow, prayer.id)).comment?.prayerId).toBe(prayer.id);
  });

  it('are refused on a prayer shared with comments off, and record community.comment.added with the prayer when on', async () => {
    const author = member();
    const closed = await addPrayer(t, author, { audience: 'PUBLIC', isCommentable: false });
    expect(errorCodes(await comment(member(), closed.id))).toEqual(['FORBIDDEN']);
    const open = await addPrayer(t, author, { audience: 'PUBLIC' });
    const commenter = member();
    const added = dataOf(await comment(commenter, open.id)).comment!;
    expect((await t.outbox({ aggregateId: open.id, type: 'community.comment.added' })).map((e) => e.payload)).toEqual([
      { commentId: added.id, authorId: commenter.userId, newsFeedPostId: null, prayerId: open.id, targetAuthorId: author.userId, groupId: null, eventId: null },
    ]);
  });
});
