import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Viewer } from '@koinonia/kit';
import { dataOf, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { signUp } from '../users/users.testing.ts';

// A page of users with their profiles' files costs one statement more than without them, whatever
// its size: the files of every profile on the page load through one per-request loader.
let t: TestService<IdentityConfig>;
let viewer: Viewer;
const tag = uniqueSuffix();

/** A stored file row as confirmation leaves it (the bytes play no part in counting statements). */
async function giveFile(profileId: string, purpose: string, column: string, type: string, extension: string): Promise<void> {
  const id = randomUUID();
  const variants = { original: { key: `identity/files/${id}/original.${extension}`, type, size: 100, width: null, height: null } };
  await t.sql(
    `insert into media_file (id, purpose, owner_id, uploader_id, type, size, variants, created_at) values (?, ?, ?, ?, ?, 100, ?::jsonb, now())`,
    [id, purpose, profileId, profileId, type, JSON.stringify(variants)],
  );
  await t.sql(`update profile set ${column} = ? where id = ?`, [id, profileId]);
}

beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  const members = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(t, { firstName: `Filer${String(i).padStart(2, '0')}`, lastName: `Batch${tag}` })));
  for (const { user } of members) {
    await giveFile(user.profile.id, 'PROFILE_IMAGE', 'profile_image_id', 'image/png', 'png');
    await giveFile(user.profile.id, 'RESUME', 'resume_file_id', 'application/pdf', 'pdf');
  }
  viewer = members[0]!.viewer;
}, 60_000);
afterAll(async () => t?.stop());

const USERS_WITH_FILES = graphql(`
  query UsersWithProfileFiles($search: String, $first: Int) {
    users(search: $search, first: $first) {
      results { id profile { id profileImageUrl profileImage { avatarUrl } profileResumeUrl resume { url } } }
    }
  }
`);

const statementsForPage = (size: number): Promise<string[]> =>
  t.statementsDuring(async () => {
    const { results } = dataOf(await t.run(viewer, USERS_WITH_FILES, { search: `Batch${tag}`, first: size })).users;
    expect(results).toHaveLength(size);
    for (const user of results) {
      expect(user.profile.profileImageUrl).toMatch(/\/media\/identity\/files\/[\w-]+\/original\.png$/);
      expect(user.profile.resume?.url).toBe(user.profile.profileResumeUrl);
    }
  });

it('a page of users with profile images and resumes: the page, the profiles and one query for all their files', async () => {
  const three = await statementsForPage(3);
  const twelve = await statementsForPage(12);
  expect(twelve).toHaveLength(3);
  expect(twelve).toHaveLength(three.length);
  expect(twelve.filter((sql) => /\bmedia_file\b/.test(sql))).toHaveLength(1);
});
