import { describe, expect, it } from '@jest/globals';
import { suggestionReasons } from './suggestion-reasons.ts';

describe('suggestionReasons', () => {
  it('names mutual connections first, with the spec\'s "Mutual" prefix, singular and plural', () => {
    expect(suggestionReasons({ mutualConnections: 12, sharedOrganizations: 1, sameCity: true })).toEqual([
      '12 Mutual connections',
      '1 shared organization',
      'In your city',
    ]);
    expect(suggestionReasons({ mutualConnections: 1, sharedOrganizations: 0, sameCity: false })).toEqual(['1 Mutual connection']);
  });

  it('caps mutual connections at 500+', () => {
    expect(suggestionReasons({ mutualConnections: 501, sharedOrganizations: 3, sameCity: false })).toEqual(['500+ Mutual connections', '3 shared organizations']);
  });

  it('is empty when nothing is shared', () => {
    expect(suggestionReasons({ mutualConnections: 0, sharedOrganizations: 0, sameCity: false })).toEqual([]);
  });
});
