import { describe, expect, it } from '@jest/globals';
import { avatarUrl, headline, placeName } from './person-summary.ts';

const position = (jobTitle: string, options: { isPrimary?: boolean; isCurrent?: boolean; organization?: string } = {}) => ({
  jobTitle,
  isPrimary: options.isPrimary ?? false,
  isCurrent: options.isCurrent ?? false,
  organization: options.organization ? { __typename: 'Organization' as const, id: 'o1', name: options.organization } : null,
});

describe('headline', () => {
  it('is the primary position, with its organization', () => {
    expect(headline([position('Volunteer', { isCurrent: true }), position('Worship Pastor', { isPrimary: true, organization: 'Grace Church' })])).toBe(
      'Worship Pastor at Grace Church',
    );
  });

  it('falls back to a current position, then to nothing', () => {
    expect(headline([position('Intern'), position('Youth Leader', { isCurrent: true })])).toBe('Youth Leader');
    expect(headline([position('Intern')])).toBeNull();
    expect(headline([])).toBeNull();
  });
});

describe('placeName', () => {
  it('is city and state, or city and country', () => {
    expect(placeName({ city: 'Nashville', state: 'TN', country: 'United States' })).toBe('Nashville, TN');
    expect(placeName({ city: 'Nairobi', state: null, country: 'Kenya' })).toBe('Nairobi, Kenya');
  });

  it('is the country alone, or nothing', () => {
    expect(placeName({ city: null, state: null, country: 'Kenya' })).toBe('Kenya');
    expect(placeName({ city: ' ', state: null, country: null })).toBeNull();
    expect(placeName(null)).toBeNull();
  });
});

describe('avatarUrl', () => {
  it('prefers the avatar size', () => {
    expect(avatarUrl({ profile: { __typename: 'Profile', id: 'p', profileImageUrl: '/full.png', profileImage: { __typename: 'MediaFile', id: 'm', avatarUrl: '/avatar.png' } } })).toBe('/avatar.png');
    expect(avatarUrl({ profile: { __typename: 'Profile', id: 'p', profileImageUrl: null, profileImage: null } })).toBeNull();
  });
});
