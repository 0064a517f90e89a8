import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SCOPE, FEED_SCOPES, FEED_TABS, NEAR_TAB, PLACE_SCOPES, scopeByParam, tabOf } from './feed-scopes.ts';
import { postErrors, POST_MAX } from './post-form.ts';

describe('feed scopes', () => {
  it('offer every scope of the API once, Everyone (PUBLIC) first', () => {
    expect(FEED_SCOPES.map((choice) => choice.scope).sort()).toEqual(['ADMIN', 'CITY', 'COUNTRY', 'FEATURED', 'MY_CONNECTIONS', 'MY_POSTS', 'PUBLIC', 'STATE', 'ZIPCODE']);
    expect(DEFAULT_SCOPE.scope).toBe('PUBLIC');
    expect(new Set(FEED_SCOPES.map((choice) => choice.param)).size).toBe(FEED_SCOPES.length);
  });

  it('gather the four place scopes under one "Near me" tab, after My connections', () => {
    expect(PLACE_SCOPES.map((choice) => choice.scope)).toEqual(['CITY', 'STATE', 'ZIPCODE', 'COUNTRY']);
    expect(FEED_TABS.map((tab) => tab.label)).toEqual(['Everyone', 'My connections', 'Near me', 'Featured', 'From Koinonia', 'My posts']);
    expect(tabOf(scopeByParam('zip')!)).toBe(NEAR_TAB);
    expect(tabOf(scopeByParam('mine')!)).toBe('mine');
  });

  it('read an unknown address value as nothing', () => {
    expect(scopeByParam('nowhere')).toBeUndefined();
    expect(scopeByParam(undefined)).toBeUndefined();
  });
});

describe('postErrors', () => {
  it('needs text or an image', () => {
    expect(postErrors('   ', false).body).toBe('Write something or add an image.');
    expect(postErrors('', true)).toEqual({});
    expect(postErrors('Hello', false)).toEqual({});
  });

  it('refuses more than the server allows, as the server says it', () => {
    expect(postErrors('x'.repeat(POST_MAX), false)).toEqual({});
    expect(postErrors('x'.repeat(POST_MAX + 1), false).body).toBe(`must be at most ${POST_MAX} characters`);
  });
});
