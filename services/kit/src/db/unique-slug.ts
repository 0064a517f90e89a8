import type { EntityManager } from '@mikro-orm/postgresql';
import { slugify } from '../validation.ts';

export interface UniqueSlugOptions {
  /** The table holding the slugs, with a unique index on `column`. */
  readonly table: string;
  /** Defaults to `slug`. */
  readonly column?: string;
  /** The text the slug is made of (a name, a title): the spec's slug rule is applied to it. */
  readonly source: string;
  /** The slug when `source` has no letters or numbers (e.g. `member`). */
  readonly fallback: string;
  /** A row (by `id`) whose own slug does not count as taken: the one being renamed. */
  readonly exceptId?: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The spec's slug of `source`, made unique with -2, -3... when taken. Must run inside the
 * transaction that stores the slug: it takes a transaction-scoped advisory lock, so writers of
 * clashing slugs take turns and each sees the slugs the others committed (READ COMMITTED).
 *
 * The lock is keyed by the slug's stem without numeric suffixes ("grace-2-3" -> "grace"): any two
 * writers whose candidates could be the same slug ("grace" picking "grace-2", and a "Grace 2") share it.
 */
export async function uniqueSlug(em: EntityManager, options: UniqueSlugOptions): Promise<string> {
  const { table, column = 'slug', fallback, exceptId } = options;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`uniqueSlug: bad table or column ${table}.${column}`);
  if (!SLUG.test(fallback)) throw new Error(`uniqueSlug: the fallback ${fallback} is not a slug`);
  if (!em.isInTransaction()) throw new Error('uniqueSlug must run inside the transaction that stores the slug');
  const base = slugify(options.source) || fallback;
  const stem = base.replace(/(-[0-9]+)+$/, '') || base;
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`${table}.${column}:${stem}`]);
  // A slug has only [a-z0-9-], so the base is safe inside the pattern.
  const rows = await em.execute<{ slug: string }[]>(
    `select "${column}" as slug from "${table}" where "${column}" ~ ?${exceptId ? ' and id <> ?' : ''}`,
    exceptId ? [`^${base}(-[0-9]+)?$`, exceptId] : [`^${base}(-[0-9]+)?$`],
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
