import { describe, expect, it } from '@jest/globals';
import { Kind } from 'graphql';
import { DateTime } from './common.ts';

describe('DateTime', () => {
  const instant = '2026-03-04T05:06:07.891Z';

  it('takes a Date variable as it is, milliseconds included', () => {
    const parsed = DateTime.parseValue(new Date(instant)) as Date;
    expect(parsed.toISOString()).toBe(instant);
  });

  it('takes an ISO string, as a variable or a literal', () => {
    expect((DateTime.parseValue(instant) as Date).toISOString()).toBe(instant);
    expect((DateTime.parseLiteral({ kind: Kind.STRING, value: instant }) as Date).toISOString()).toBe(instant);
  });

  it('refuses what is not a date', () => {
    expect(() => DateTime.parseValue('soon')).toThrow('"soon" is not an ISO-8601 date');
    expect(() => DateTime.parseValue(new Date('soon'))).toThrow(TypeError);
  });

  it('answers in ISO-8601, in UTC', () => {
    expect(DateTime.serialize(new Date(instant))).toBe(instant);
    expect(DateTime.serialize('2026-03-04T06:06:07.891+01:00')).toBe(instant);
  });
});
