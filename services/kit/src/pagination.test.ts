import { describe, expect, it } from '@jest/globals';
import { DomainError } from './errors.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, afterName, beforeDate, datePosition, datePositionOf, encodeCursor, namePosition, namePositionOf, pageSize } from './pagination.ts';

const ID = '3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b';

const cursorError = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return { code: (error as DomainError).code, fields: (error as DomainError).fields };
  }
  throw new Error('expected a cursor error');
};
const refused = { code: 'BAD_USER_INPUT', fields: [{ path: 'cursor', message: 'is not a valid cursor' }] };

describe('name-ordered cursors', () => {
  it('round-trips a row position', () => {
    const cursor = encodeCursor(namePositionOf({ name: 'Grace', id: ID }));
    expect(namePosition(cursor)).toEqual({ name: 'Grace', id: ID });
    expect(namePosition(null)).toBeNull();
    expect(afterName({ name: 'Grace', id: ID })).toEqual({
      $or: [{ name: { $gt: 'Grace' } }, { name: 'Grace', id: { $gt: ID } }],
    });
  });

  it.each([
    ['not-a-cursor'],
    [encodeCursor({ v: 3, id: ID })],
    [encodeCursor({ v: 'Grace', id: 'x' })],
  ])('refuses %p', (cursor) => {
    expect(cursorError(() => namePosition(cursor))).toEqual(refused);
  });
});

describe('newest-first cursors', () => {
  it('round-trips a row position', () => {
    const at = new Date('2026-03-01T10:00:00.000Z');
    const position = datePosition(encodeCursor(datePositionOf(at, ID)));
    expect(position).toEqual({ at, id: ID });
    expect(datePosition(undefined)).toBeNull();
    expect(beforeDate('createdAt', position!)).toEqual({
      $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: ID } }],
    });
  });

  it.each([
    ['nope'],
    [encodeCursor({ v: 'yesterday', id: ID })],
    [encodeCursor({ v: '2026-03-01T10:00:00.000Z', id: 'not-a-uuid' })],
  ])('refuses %p', (cursor) => {
    expect(cursorError(() => datePosition(cursor))).toEqual(refused);
  });
});

describe('page sizes', () => {
  it('takes 1 to the maximum, the default when not given, and refuses anything else naming first', () => {
    expect(pageSize(undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSize(1)).toBe(1);
    expect(pageSize(MAX_PAGE_SIZE)).toBe(MAX_PAGE_SIZE);
    for (const first of [0, -1, MAX_PAGE_SIZE + 1, 2.5]) {
      expect(cursorError(() => pageSize(first))).toEqual({ code: 'BAD_USER_INPUT', fields: [{ path: 'first', message: `must be between 1 and ${MAX_PAGE_SIZE}` }] });
    }
  });
});
