import { describe, expect, it } from '@jest/globals';
import { formatConnectionCount, formatCount, formatCountOf, pluralize } from './counts.ts';

describe('formatConnectionCount', () => {
  it('uses the singular for exactly one connection', () => {
    expect(formatConnectionCount(1)).toBe('1 connection');
  });

  it('uses the plural for none and for many', () => {
    expect(formatConnectionCount(0)).toBe('0 connections');
    expect(formatConnectionCount(42)).toBe('42 connections');
  });

  it('shows the exact number up to 500 and "500+" above it', () => {
    expect(formatConnectionCount(500)).toBe('500 connections');
    expect(formatConnectionCount(501)).toBe('500+ connections');
    expect(formatConnectionCount(12_000)).toBe('500+ connections');
  });

  it('adds the "Mutual" prefix when asked', () => {
    expect(formatConnectionCount(1, { mutual: true })).toBe('1 Mutual connection');
    expect(formatConnectionCount(3, { mutual: true })).toBe('3 Mutual connections');
    expect(formatConnectionCount(900, { mutual: true })).toBe('500+ Mutual connections');
  });
});

describe('formatCount', () => {
  it('groups thousands below a million', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1_000)).toBe('1,000');
    expect(formatCount(43_210)).toBe('43,210');
    expect(formatCount(999_999)).toBe('999,999');
  });

  it('shows a million or more as "x.x million"', () => {
    expect(formatCount(1_000_000)).toBe('1.0 million');
    expect(formatCount(1_250_000)).toBe('1.2 million');
    expect(formatCount(1_299_999)).toBe('1.2 million');
    expect(formatCount(12_345_678)).toBe('12.3 million');
  });
});

describe('pluralize and formatCountOf', () => {
  it('chooses the singular only for one', () => {
    expect(pluralize(1, 'follower')).toBe('follower');
    expect(pluralize(2, 'follower')).toBe('followers');
    expect(pluralize(2, 'person', 'people')).toBe('people');
  });

  it('combines a formatted count with the right noun', () => {
    expect(formatCountOf(1, 'member')).toBe('1 member');
    expect(formatCountOf(2_500_000, 'member')).toBe('2.5 million members');
  });
});
