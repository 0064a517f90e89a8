import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import type { CommunityConfig } from '../config.ts';

type T = TestService<CommunityConfig>;

export const member = signedInViewer;

export const unique = uniqueSuffix;

export const GROUP = `
  mutation Group($id: ID, $name: String, $about: String, $email: String, $privacy: GroupPrivacy, $isSearchable: Boolean,
    $profileImageUrl: String, $backgroundImageUrl: String, $mutationType: MutationType!) {
    group(id: $id, name: $name, about: $about, email: $email, privacy: $privacy, isSearchable: $isSearchable,
      profileImageUrl: $profileImageUrl, backgroundImageUrl: $backgroundImageUrl, mutationType: $mutationType) {
      id slug name status isSearchable privacy about email profileImageUrl backgroundImageUrl createdAt updatedAt
    }
  }`;

export interface GroupResult {
  id: string;
  slug: string;
  name: string;
  privacy: string;
  isSearchable: boolean;
  about: string | null;
  email: string | null;
}

export interface GroupPage {
  results: { id: string; name: string }[];
  hasNextPage: boolean;
  cursor: string | null;
}

/** Adds a group through GraphQL as `viewer` (who becomes its admin) and returns it. */
export async function addGroup(t: T, viewer: Viewer, overrides: Record<string, unknown> = {}): Promise<GroupResult> {
  const result = await t.run<{ group: GroupResult }>(viewer, GROUP, { name: `Bible Study ${unique()}`, mutationType: 'ADD', ...overrides });
  return dataOf(result).group;
}

/** Makes `viewer` a member directly (membership actions are not built yet). */
export const join = (t: T, groupId: string, viewer: Viewer, role: 'ADMIN' | 'MEMBER' = 'MEMBER') =>
  t.sql('insert into group_member (id, group_id, user_id, role, created_at) values (?, ?, ?, ?, now())', [
    randomUUID(), groupId, viewer.userId, role,
  ]);
