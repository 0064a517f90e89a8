import { z } from 'zod';
import { badInput } from './errors.ts';

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

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): CursorPosition | null {
  if (!cursor) return null;
  try {
    return positionSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badInput([{ path: 'cursor', message: 'is not a valid cursor' }]);
  }
}

export function pageSize(requested?: number | null): number {
  if (requested == null) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(1, Math.trunc(requested)), MAX_PAGE_SIZE);
}

/**
 * Builds a page from rows fetched with `limit + 1`: the extra row only says there is a next page.
 */
export function toPage<T>(rows: readonly T[], limit: number, positionOf: (row: T) => CursorPosition): Page<T> {
  const hasNextPage = rows.length > limit;
  const results = hasNextPage ? rows.slice(0, limit) : rows;
  const last = results.at(-1);
  return { results, hasNextPage, cursor: hasNextPage && last ? encodeCursor(positionOf(last)) : null };
}
