import { describe, expect, it } from '@jest/globals';
import { buildHead, groupMeta, routeMeta } from '../../routes/-route-meta.ts';
import { groupPlace, privacyExplanation, privacyLabel, viewerStatusLabel } from './group-privacy.ts';
import { groupInitials } from './group-list.tsx';

describe('group display helpers', () => {
  it('names the privacy levels and explains each', () => {
    expect(privacyLabel('INVITE_ONLY')).toBe('Invite only');
    expect(privacyExplanation('CLOSED')).toMatch(/request an admin accepts/);
    expect(privacyExplanation('PUBLIC')).toMatch(/join at once/);
  });

  it('places the group and names the viewer’s place', () => {
    expect(groupPlace({ city: 'Nashville', state: 'TN', country: 'United States' })).toBe('Nashville, TN');
    expect(groupPlace({ city: null, state: null, country: 'Kenya' })).toBe('Kenya');
    expect(groupPlace(null)).toBeNull();
    expect(viewerStatusLabel('REQUESTED')).toBe('Requested');
    expect(viewerStatusLabel(null)).toBeNull();
    expect(groupInitials('  youth pastors cohort ')).toBe('YP');
  });
});

describe('groupMeta', () => {
  it('describes a group by its name and about text, or its privacy and size', () => {
    const group = { name: 'Youth Pastors', about: ' Monthly   prayer.\n', privacyLabel: 'Closed', membersCount: 12 };
    const head = buildHead(routeMeta['/g/$slug'], 'https://koinonia.example', '/g/youth-pastors', groupMeta(group));
    expect(head).toMatchObject({ title: 'Youth Pastors | Koinonia', description: 'Monthly prayer.', robots: 'index, follow' });
    expect(groupMeta({ ...group, about: null }).description).toBe('Youth Pastors: a closed group on Koinonia with 12 members.');
    expect(groupMeta({ ...group, imageUrl: 'https://cdn.example/g.png' }).image).toEqual({ url: 'https://cdn.example/g.png', alt: 'Youth Pastors on Koinonia' });
  });
});
