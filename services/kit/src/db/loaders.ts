import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a loader needs from a request: its EntityManager and its loader cache. */
interface LoaderScope {
  readonly em: EntityManager;
  readonly loaders: RequestLoaders;
}

/** A batch function bound to a request: `loader(ctx).load(key)`. */
export type Loader<K, V> = (scope: LoaderScope) => DataLoader<K, V>;

/**
 * The DataLoaders of one request, each created on first use. A request's loaders batch the keys
 * asked for in one tick of the event loop (e.g. `User.profile` for 50 users) into one query, and
 * remember what they loaded until the request ends; nothing is shared between requests.
 */
export class RequestLoaders {
  readonly #byDefinition = new Map<object, DataLoader<unknown, unknown>>();

  get<K, V>(definition: object, create: () => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.#byDefinition.get(definition) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = create();
      this.#byDefinition.set(definition, loader);
    }
    return loader;
  }
}

/**
 * A loader of at most one row per key (an entity by id, a profile by user id): `fetch` gets all the
 * batch's keys at once and returns the rows it found, in any order; a key without a row loads null.
 */
export function defineLoader<K extends string, T>(
  fetch: (em: EntityManager, keys: readonly K[]) => Promise<readonly T[]>,
  keyOf: (row: T) => K,
): Loader<K, T | null> {
  const definition: Loader<K, T | null> = (scope) =>
    scope.loaders.get(definition, () =>
      new DataLoader<K, T | null>(async (keys) => {
        const byKey = new Map((await fetch(scope.em, keys)).map((row) => [keyOf(row), row]));
        return keys.map((key) => byKey.get(key) ?? null);
      }),
    );
  return definition;
}

/** A loader of every row for each key (the roles of a user): keys without rows load []. */
export function defineGroupLoader<K extends string, T>(
  fetch: (em: EntityManager, keys: readonly K[]) => Promise<readonly T[]>,
  keyOf: (row: T) => K,
): Loader<K, T[]> {
  const definition: Loader<K, T[]> = (scope) =>
    scope.loaders.get(definition, () =>
      new DataLoader<K, T[]>(async (keys) => {
        const byKey = new Map<K, T[]>(keys.map((key) => [key, []]));
        for (const row of await fetch(scope.em, keys)) byKey.get(keyOf(row))?.push(row);
        return keys.map((key) => byKey.get(key) ?? []);
      }),
    );
  return definition;
}
