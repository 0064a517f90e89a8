import { describe, expect, it } from '@jest/globals';
import { planConnections } from './connections.ts';
import { planFeed, type Feed } from './feed.ts';
import { planGroups } from './groups.ts';
import { planMembers } from './members.ts';
import { planOrganizations } from './organizations.ts';
import { planCircles } from './people.ts';
import { planPrayers, type Prayers } from './prayers.ts';
import { scales } from './run-seed.ts';

// The feed and prayers, planned without a database: the large community's benchmark size, and the
// rules the use cases keep (one reaction per member and target, counts that match, time order).
const now = new Date('2026-11-23T12:00:00Z');

function plan(scale: keyof typeof scales): { feed: Feed; prayers: Prayers } {
  const size = scales[scale];
  const members = planMembers(size.members, now);
  const groups = planGroups(size.groups, size.groupSize, members, now);
  const connections = planConnections(size.connections, members, planOrganizations(size.organizations, members, now), now);
  const circles = planCircles(members, groups, connections);
  return { feed: planFeed(size.feed, circles, groups, now), prayers: planPrayers(size.prayers, circles, groups, now) };
}

/** The rules, as counts of what breaks them (one expect per rule: a large plan has 170,000 rows). */
function expectRules({ feed, prayers }: { feed: Feed; prayers: Prayers }): void {
  const commentsOf = new Map<string, number>();
  for (const c of feed.comments) commentsOf.set(c.newsFeedPostId!, (commentsOf.get(c.newsFeedPostId!) ?? 0) + 1);
  const reactions = [...feed.reactions, ...prayers.prayed];
  const postAt = new Map(feed.posts.map((p) => [p.id, p.createdAt.getTime()]));
  expect({
    miscounted: feed.posts.filter((post) => post.commentsCount !== (commentsOf.get(post.id) ?? 0)).length,
    reactedTwice: reactions.length - new Set(reactions.map((r) => `${r.userId}:${r.newsFeedPostId ?? r.commentId ?? r.prayerId}`)).size,
    sameId: reactions.length - new Set(reactions.map((r) => r.id)).size,
    commentBeforePost: feed.comments.filter((c) => c.createdAt.getTime() < postAt.get(c.newsFeedPostId!)!).length,
    inTheFuture: [...reactions, ...feed.comments].filter((r) => r.createdAt.getTime() > now.getTime()).length,
    testimonyUnanswered: prayers.prayers.filter((p) => p.testimony !== null && p.answeredAt === null).length,
    prayedOtherwise: prayers.prayed.filter((r) => r.name !== 'PRAYING').length,
  }).toEqual({ miscounted: 0, reactedTwice: 0, sameId: 0, commentBeforePost: 0, inTheFuture: 0, testimonyUnanswered: 0, prayedOtherwise: 0 });
}

describe('planFeed and planPrayers', () => {
  it('plan at least 100,000 feed items at the large scale, keeping the rules', () => {
    const planned = plan('large');
    const { feed } = planned;
    expect(feed.posts.length + feed.comments.length + feed.reactions.length).toBeGreaterThanOrEqual(100_000);
    expectRules(planned);
  }, 120_000);

  it('plan a small feed every member posts in, the same every run', () => {
    const planned = plan('small');
    expect(new Set(planned.feed.posts.map((p) => p.authorId)).size).toBe(scales.small.members);
    expect(planned.feed.posts.some((p) => p.groupId !== null)).toBe(true);
    expect(planned.prayers.prayers.some((p) => p.testimony !== null)).toBe(true);
    expect(new Set(planned.prayers.prayers.map((p) => p.audience))).toEqual(new Set(['GROUP', 'CONNECTIONS', 'PUBLIC']));
    expectRules(planned);
    expect(plan('small')).toEqual(planned);
  });
});
