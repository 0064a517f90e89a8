import { describe, expect, it } from '@jest/globals';
import { messages } from '@koinonia/validation';
import { buildHead, organizationMeta, routeMeta } from '../../routes/-route-meta.ts';
import { addressInput, addressProblems, optionalEmail, optionalHttpsLink, suggestSlug, type AddressFields } from './organization-rules.ts';
import { addressLines, formatDeadline, organizationFigures, organizationInitials } from './organization-view.ts';

describe('organization form rules', () => {
  it('suggests the slug the API would make of a name', () => {
    expect(suggestSlug('  Église Saint-Léon  de Paris ')).toBe('eglise-saint-leon-de-paris');
    expect(suggestSlug('Grace & Truth Church!')).toBe('grace-truth-church');
    expect(suggestSlug('!!!')).toBe('');
  });

  it('takes blank optional fields as none, and checks the rest with the spec messages', () => {
    expect(optionalEmail('  ')).toBeNull();
    expect(optionalEmail('office@grace.example.org')).toBeNull();
    expect(optionalEmail('office@')).toBe(messages.email);
    expect(optionalHttpsLink('')).toBeNull();
    expect(optionalHttpsLink('https://grace.example.org')).toBeNull();
    expect(optionalHttpsLink('http://grace.example.org')).toBe(messages.httpsLink);
    expect(optionalHttpsLink('grace.example.org')).toBe(messages.httpsLink);
  });

  it('makes initials of the first two words', () => {
    expect(organizationInitials('Grace community church')).toBe('GC');
  });

  it('writes a deadline as the spec writes dates, in Eastern Time', () => {
    expect(formatDeadline('2026-03-05T15:00:00.000Z')).toBe('Mar 5th 2026');
    expect(formatDeadline('2026-03-02T03:00:00.000Z')).toBe('Mar 1st 2026');
    expect(formatDeadline('2026-12-12T12:00:00.000Z')).toBe('Dec 12th 2026');
    expect(formatDeadline('2026-06-23T12:00:00.000Z')).toBe('Jun 23rd 2026');
  });

  it('counts followers, people and open jobs, and students only when there are some', () => {
    const organization = { followersCount: 1, peopleCount: 3, studentsCount: 0, opportunitiesCount: 2 } as Parameters<typeof organizationFigures>[0];
    expect(organizationFigures(organization)).toEqual(['1 follower', '3 people', '2 open jobs']);
    expect(organizationFigures({ ...organization, followersCount: 1500, studentsCount: 1 })).toEqual(['1,500 followers', '3 people', '1 student', '2 open jobs']);
  });

  it('writes an address on its lines', () => {
    const address = { __typename: 'Address' as const, id: 'a', street: '1 Harbor Way', latitude: null, longitude: null };
    const location = { __typename: 'AddressLocation' as const, city: 'Boston', state: 'MA', zipcode: '02110', country: 'United States' };
    expect(addressLines({ ...address, location })).toEqual(['1 Harbor Way', 'Boston, MA 02110', 'United States']);
    expect(addressLines({ ...address, street: null, location: { ...location, state: null, country: null } })).toEqual(['Boston, 02110']);
  });
});

describe('address rules', () => {
  const address = (fields: Partial<AddressFields>): AddressFields => ({
    key: 'a',
    street: '',
    city: '',
    state: '',
    zipcode: '',
    country: '',
    latitude: '',
    longitude: '',
    ...fields,
  });

  it('needs a street or a city, a short zip code, and coordinates in range and in pairs', () => {
    expect(addressProblems(address({ city: 'Nashville' }))).toEqual({});
    expect(addressProblems(address({ country: 'United States' }))).toEqual({ street: messages.required });
    expect(addressProblems(address({ street: '1 Main St', zipcode: '372019' }))).toEqual({ zipcode: messages.zipcode });
    expect(addressProblems(address({ street: '1 Main St', latitude: '91', longitude: '10' }))).toEqual({ latitude: 'must be between -90 and 90' });
    expect(addressProblems(address({ street: '1 Main St', latitude: '36.1', longitude: '-181' }))).toEqual({ longitude: 'must be between -180 and 180' });
    expect(addressProblems(address({ street: '1 Main St', latitude: '36.1' }))).toEqual({ longitude: messages.required });
    expect(addressProblems(address({ street: '1 Main St', latitude: 'north', longitude: '2' }))).toEqual({ latitude: 'must be between -90 and 90' });
  });

  it('sends blanks as none and coordinates as numbers', () => {
    expect(addressInput(address({ street: ' 1 Main St ', city: 'Nashville', latitude: '36.16', longitude: '-86.78' }))).toEqual({
      street: '1 Main St',
      location: { city: 'Nashville', state: null, zipcode: null, country: null },
      latitude: 36.16,
      longitude: -86.78,
    });
  });
});

describe('organization head', () => {
  it('describes the organization by its about text, else its slogan, else its type', () => {
    expect(organizationMeta({ name: 'Grace', type: 'Church', slogan: 'Saved by grace', about: 'We  meet\non Sundays.' }).description).toBe('We meet on Sundays.');
    expect(organizationMeta({ name: 'Grace', type: 'Church', slogan: 'Saved by grace', about: null }).description).toBe('Saved by grace');
    const plain = buildHead(routeMeta['/o/$slug'], 'https://koinonia.example', '/o/grace', organizationMeta({ name: 'Grace', type: 'Church', slogan: null, about: null }));
    expect(plain.title).toBe('Grace | Koinonia');
    expect(plain.description).toBe('Grace: a church on Koinonia, the professional network for the ministry world.');
    expect(plain.canonicalUrl).toBe('https://koinonia.example/o/grace');
  });
});
