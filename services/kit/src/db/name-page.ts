import type { EntityName, FilterQuery, OrderDefinition } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterName, namePositionOf, toPage, type NamePosition, type Page } from '../pagination.ts';

/**
 * One page of a name-ordered list (`order by name, id`): the rows of `entity` matching every
 * condition, after `position` (a cursor's, from `namePosition`), at most `limit` of them.
 */
export async function findNamePage<T extends { readonly name: string; readonly id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  conditions: readonly FilterQuery<T>[],
  position: NamePosition | null,
  limit: number,
): Promise<Page<T>> {
  const all = position ? [...conditions, afterName(position)] : conditions;
  // Shaped for every entity with a name and an id; the compiler cannot see that of a generic T.
  const where = (all.length ? { $and: all } : {}) as FilterQuery<T>;
  const byName = { name: 'asc', id: 'asc' } as OrderDefinition<T>;
  // One row more than the page says whether there is a next one.
  const rows = await em.find<T>(entity, where, { orderBy: byName, limit: limit + 1 });
  return toPage(rows, limit, namePositionOf);
}
