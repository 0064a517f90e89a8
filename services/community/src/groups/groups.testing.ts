import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import type { CommunityConfig } from '../config.ts';
import { graphql } from '../__generated__/documents/index.ts';
import type { SaveGroupMutationVariables } from '../__generated__/documents/graphql.ts';
import { GroupRole } from './group.entity.ts';

type T = TestService<CommunityConfig>;

export const member = signedInViewer;

export const unique = uniqueSuffix;

export const SAVE_GROUP = graphql(`
  mutation SaveGroup($id: ID, $name: String, $about: String, $email: String, $privacy: GroupPrivacy, $isSearchable: Boolean,
    $location: GroupLocationInput, $permissions: GroupPermissionsInput, $pinnedNewsFeedPostId: ID, $mutationType: MutationType!) {
    group(id: $id, name: $name, about: $about, email: $email, privacy: $privacy, isSearchable: $isSearchable,
      location: $location, permissions: $permissions, pinnedNewsFeedPostId: $pinnedNewsFeedPostId, mutationType: $mutationType) {
      id slug name status isSearchable privacy about email profileImageUrl backgroundImageUrl createdAt updatedAt
      location { country city state zipcode }
      permissions {
        feed { isVisible isAccessible } prayer { isVisible isAccessible } links { isVisible isAccessible }
        resources { isVisible isAccessible } faqs { isVisible isAccessible }
      }
      pinnedNewsFeedPostId membersCount viewerStatus
    }
  }
`);

/** Adds a group through GraphQL as `viewer` (who becomes its admin) and returns it. */
export async function addGroup(t: T, viewer: Viewer, overrides: Partial<SaveGroupMutationVariables> = {}) {
  const result = await t.run(viewer, SAVE_GROUP, { name: `Bible Study ${unique()}`, mutationType: 'ADD', ...overrides });
  return dataOf(result).group!;
}

/** Makes `viewer` a member directly, for tests about something else than joining. */
export const join = (t: T, groupId: string, viewer: Viewer, role: GroupRole = GroupRole.MEMBER) =>
  t.sql('insert into group_member (id, group_id, user_id, role, created_at) values (?, ?, ?, ?, now())', [
    randomUUID(), groupId, viewer.userId, role,
  ]);
