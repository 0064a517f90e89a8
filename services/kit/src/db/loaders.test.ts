import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, defineLoader, RequestLoaders } from './loaders.ts';

// The batch functions get the request's EntityManager; these tests only count how they are called.
const em = {} as EntityManager;
const request = () => ({ em, loaders: new RequestLoaders() });

describe('defineLoader', () => {
  const batches: (readonly string[])[] = [];
  const profileByUser = defineLoader(
    async (_em, userIds: readonly string[]) => {
      batches.push(userIds);
      return userIds.filter((id) => id !== 'nobody').map((userId) => ({ userId, about: `about ${userId}` }));
    },
    (profile) => profile.userId,
  );

  it('loads the keys asked for in one tick with one batch, in the order asked, null when missing', async () => {
    batches.length = 0;
    const ctx = request();
    const loaded = await Promise.all(['b', 'nobody', 'a', 'b'].map((id) => profileByUser(ctx).load(id)));
    expect(loaded.map((p) => p?.about ?? null)).toEqual(['about b', null, 'about a', 'about b']);
    expect(batches).toEqual([['b', 'nobody', 'a']]);
  });

  it('keeps what it loaded for the rest of the request, and nothing across requests', async () => {
    batches.length = 0;
    const first = request();
    await profileByUser(first).load('a');
    await profileByUser(first).load('a');
    await profileByUser(request()).load('a');
    expect(batches).toEqual([['a'], ['a']]);
  });
});

describe('defineGroupLoader', () => {
  const rolesOf = defineGroupLoader(
    async (_em, userIds: readonly string[]) =>
      [{ userId: 'a', name: 'ADMIN' }, { userId: 'a', name: 'EDITOR' }, { userId: 'c', name: 'MEMBER' }].filter((r) => userIds.includes(r.userId)),
    (role) => role.userId,
  );

  it('gives every key all its rows, and [] to keys without any', async () => {
    const ctx = request();
    const [a, b] = await Promise.all([rolesOf(ctx).load('a'), rolesOf(ctx).load('b')]);
    expect(a.map((r) => r.name)).toEqual(['ADMIN', 'EDITOR']);
    expect(b).toEqual([]);
  });
});
