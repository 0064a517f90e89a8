import { badInput, decodeCursor } from '@koinonia/kit';

// Helpers for this service's name-ordered, keyset-paged lists. community has the same few lines;
// they belong in kit once a third list needs them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL refuses a malformed uuid with an error; callers answer "not found" instead. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A LIKE pattern fragment that matches `text` literally (PostgreSQL's default escape is `\`). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The position a cursor of a name-ordered list stands for; BAD_USER_INPUT if it is not one of ours. */
export function namePosition(cursor: string | null | undefined): { name: string; id: string } | null {
  const position = decodeCursor(cursor);
  if (!position) return null;
  if (typeof position.v !== 'string' || !isUuid(position.id)) {
    throw badInput([{ path: 'cursor', message: 'is not a valid cursor' }]);
  }
  return { name: position.v, id: position.id };
}

/** Rows after `position` in `order by name, id`. */
export const afterName = (position: { name: string; id: string }) => ({
  $or: [{ name: { $gt: position.name } }, { name: position.name, id: { $gt: position.id } }],
});

export const namePositionOf = (row: { name: string; id: string }): { v: string; id: string } => ({ v: row.name, id: row.id });
