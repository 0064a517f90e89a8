import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FILTER, filterByParam, PRAYER_FILTERS, PRAYER_TEXT_MAX, textError } from './prayer-rules.ts';

describe('prayer filters', () => {
  it('offer the API filters, All first', () => {
    expect(PRAYER_FILTERS.map((choice) => choice.filter)).toEqual(['ALL', 'UNANSWERED', 'ANSWERED', 'MY_PRAYERS']);
    expect(DEFAULT_FILTER.filter).toBe('ALL');
    expect(filterByParam('answered')?.filter).toBe('ANSWERED');
    expect(filterByParam('other')).toBeUndefined();
  });
});

describe('textError', () => {
  it('requires text unless optional, with the server messages', () => {
    expect(textError('  ')).toBe('required');
    expect(textError('  ', false)).toBeUndefined();
    expect(textError('Pray for us')).toBeUndefined();
    expect(textError('x'.repeat(PRAYER_TEXT_MAX + 1), false)).toBe(`must be at most ${PRAYER_TEXT_MAX} characters`);
  });
});
