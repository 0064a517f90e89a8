import { z } from 'zod';
import { badInput } from './errors.ts';
import { isUuid } from './validation.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** The spec's paged result shape. */
export interface Page<T> {
  readonly results: readonly T[];
  readonly hasNextPage: boolean;
  /** Opaque; pass it back to get the next page. Null when there is no next page. */
  readonly cursor: string | null;
}

/** A keyset position: the sort value and the id that breaks ties. */
const positionSchema = z.object({ v: z.union([z.string(), z.number()]), id: z.string() });
export type CursorPosition = z.infer<typeof positionSchema>;

const invalidCursor = () => badInput([{ path: 'cursor', message: 'is not a valid cursor' }]);

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): CursorPosition | null {
  if (!cursor) return null;
  try {
    return positionSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
}

/** A page size between 1 and MAX_PAGE_SIZE (the default when not given); BAD_USER_INPUT naming `first` otherwise. */
export function pageSize(requested?: number | null): number {
  if (requested == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(requested) || requested < 1 || requested > MAX_PAGE_SIZE) {
    throw badInput([{ path: 'first', message: `must be between 1 and ${MAX_PAGE_SIZE}` }]);
  }
  return requested;
}

/** A page with nothing on it: for a filter that can match nothing (a malformed id), without asking the database. */
export const emptyPage = <T>(): Page<T> => ({ results: [], hasNextPage: false, cursor: null });

/**
 * Builds a page from rows fetched with `limit + 1`: the extra row only says there is a next page.
 */
export function toPage<T>(rows: readonly T[], limit: number, positionOf: (row: T) => CursorPosition): Page<T> {
  const hasNextPage = rows.length > limit;
  const results = hasNextPage ? rows.slice(0, limit) : rows;
  const last = results.at(-1);
  return { results, hasNextPage, cursor: hasNextPage && last ? encodeCursor(positionOf(last)) : null };
}


// Name-ordered lists (`order by name, id`).

export interface NamePosition {
  readonly name: string;
  readonly id: string;
}

/** The position a cursor of a name-ordered list stands for; BAD_USER_INPUT if it is not one of ours. */
export function namePosition(cursor: string | null | undefined): NamePosition | null {
  const position = decodeCursor(cursor);
  if (!position) return null;
  if (typeof position.v !== 'string' || !isUuid(position.id)) throw invalidCursor();
  return { name: position.v, id: position.id };
}

/** Rows after `position` in `order by name, id`. */
export const afterName = (position: NamePosition) => ({
  $or: [{ name: { $gt: position.name } }, { name: position.name, id: { $gt: position.id } }],
});

export const namePositionOf = (row: { name: string; id: string }): CursorPosition => ({ v: row.name, id: row.id });

// Newest-first lists (`order by <date> desc, id desc`).

export interface DatePosition {
  readonly at: Date;
  readonly id: string;
}

/** The position a cursor of a newest-first list stands for; BAD_USER_INPUT if it is not one of ours. */
export function datePosition(cursor: string | null | undefined): DatePosition | null {
  const position = decodeCursor(cursor);
  if (!position) return null;
  const at = new Date(String(position.v));
  if (Number.isNaN(at.getTime()) || !isUuid(position.id)) throw invalidCursor();
  return { at, id: position.id };
}

/** Rows after `position` in `order by <field> desc, id desc`. */
export function beforeDate<K extends string>(
  field: K,
  position: DatePosition,
): { $or: (Record<K, { $lt: Date }> | (Record<K, Date> & { id: { $lt: string } }))[] } {
  const earlier = { [field]: { $lt: position.at } } as Record<K, { $lt: Date }>;
  const sameMomentLowerId = { [field]: position.at, id: { $lt: position.id } } as Record<K, Date> & { id: { $lt: string } };
  return { $or: [earlier, sameMomentLowerId] };
}

export const datePositionOf = (at: Date, id: string): CursorPosition => ({ v: at.toISOString(), id });
