import { describe, expect, it } from '@jest/globals';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('follows a same-site path', () => {
    expect(safeRedirect('/u/ruth-miller?tab=about')).toBe('/u/ruth-miller?tab=about');
  });

  it('goes to the profile without a target or for another site', () => {
    expect(safeRedirect(undefined)).toBe('/profile');
    expect(safeRedirect('https://evil.example')).toBe('/profile');
    expect(safeRedirect('//evil.example')).toBe('/profile');
    expect(safeRedirect('/\\evil.example')).toBe('/profile');
  });
});
