import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, handledTestEvent, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { FeedScope, SavePostMutationVariables } from '../__generated__/documents/graphql.ts';
import type { CommunityConfig } from '../config.ts';

type T = TestService<CommunityConfig>;

export const SAVE_POST = graphql(`
  mutation SavePost($id: ID, $body: String, $imageUrl: String, $videoUrl: String, $imageUploadId: ID, $videoUploadId: ID,
    $groupId: ID, $eventId: ID, $status: ModerationStatus, $isFeatured: Boolean, $mutationType: MutationType!) {
    newsFeedPost(id: $id, body: $body, imageUrl: $imageUrl, videoUrl: $videoUrl, imageUploadId: $imageUploadId,
      videoUploadId: $videoUploadId, groupId: $groupId, eventId: $eventId, status: $status, isFeatured: $isFeatured,
      mutationType: $mutationType) {
      id groupId eventId profileId body imageUrl videoUrl commentsCount isEdited isFeatured status
      user { id } group { id } image { id contentType } video { id }
    }
  }
`);

export const POST = graphql(`
  query Post($id: ID!) { newsFeedPost(id: $id) { id body status commentsCount isEdited } }
`);

export const FEED = graphql(`
  query Feed($filterByType: FeedScope, $cursor: String, $first: Int) {
    newsFeedPosts(filterByType: $filterByType, cursor: $cursor, first: $first) { results { id } hasNextPage cursor }
  }
`);

export const GROUP_FEED = graphql(`
  query GroupFeed($groupId: ID!, $cursor: String, $first: Int) {
    groupFeedPosts(groupId: $groupId, cursor: $cursor, first: $first) { results { id status } hasNextPage cursor }
  }
`);

export const EVENT_FEED = graphql(`
  query EventFeed($eventId: ID!) { eventFeedPosts(eventId: $eventId) { results { id } } }
`);

export const PROFILE_FEED = graphql(`
  query ProfileFeed($authorProfileId: ID!, $cursor: String) {
    profileNewsFeedPosts(authorProfileId: $authorProfileId, cursor: $cursor) { results { id profileId } hasNextPage cursor }
  }
`);

export const FEED_UPLOAD_SLOT = graphql(`
  mutation FeedUploadSlot($purpose: FeedFilePurpose!, $size: Int!, $fileName: String) {
    feedUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) {
      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt
    }
  }
`);

type SavePost = Partial<SavePostMutationVariables>;

/** newsFeedPost~ as `viewer`; the raw result, for refusals. */
export const savePost = (t: T, viewer: Viewer, args: SavePost & Pick<SavePostMutationVariables, 'mutationType'>) => t.run(viewer, SAVE_POST, args);

/** Posts as `viewer` (ADD), which must succeed; a profile post unless a group is given. */
export async function addPost(t: T, viewer: Viewer, args: SavePost = {}) {
  return dataOf(await savePost(t, viewer, { body: `Grace and peace ${randomUUID()}`, ...args, mutationType: 'ADD' })).newsFeedPost!;
}

/** The ids of a feed's first page (or of the page `first` long) as `viewer`. */
export const feedIds = async (t: T, viewer: Viewer, filterByType?: FeedScope, first = 50) =>
  dataOf(await t.run(viewer, FEED, { filterByType, first })).newsFeedPosts.results.map((p) => p.id);

export interface Place {
  readonly country?: string | null;
  readonly state?: string | null;
  readonly city?: string | null;
  readonly zipcode?: string | null;
}

/** Makes `viewer` known to community as identity would (profile-changed v2); returns their profile id. */
export async function knownMember(t: T, viewer: Viewer, names: { firstName?: string; lastName?: string; slug?: string; place?: Place | null } = {}) {
  const profileId = randomUUID();
  const place = names.place === undefined ? null : names.place;
  await handledTestEvent(t, {
    type: 'identity.user.profile-changed',
    version: 2,
    aggregateId: viewer.userId!,
    payload: {
      userId: viewer.userId,
      profileId,
      slug: names.slug ?? `member-${viewer.userId}`,
      firstName: names.firstName ?? 'Phoebe',
      lastName: names.lastName ?? 'Cenchreae',
      location: place ? { country: null, state: null, city: null, zipcode: null, ...place } : null,
    },
  });
  return profileId;
}

/** An accepted connection between two members, as identity publishes it. */
export const connect = (t: T, a: Viewer, b: Viewer) =>
  handledTestEvent(t, { type: 'identity.connection.accepted', version: 1, payload: { connectionId: randomUUID(), connectorId: a.userId, connectedId: b.userId } });

/** `blocker` blocks `blocked`, as identity publishes it. */
export const block = (t: T, blocker: Viewer, blocked: Viewer) =>
  handledTestEvent(t, { type: 'identity.profile.blocked', version: 1, payload: { blockerId: blocker.userId, blockedUserId: blocked.userId, blockedProfileId: randomUUID() } });
