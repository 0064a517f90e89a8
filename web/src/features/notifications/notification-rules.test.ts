import { describe, expect, it } from '@jest/globals';
import { appPath, isUnreadFilter } from './notification-rules.ts';

describe('appPath', () => {
  it("keeps the app's own paths", () => {
    expect(appPath('/prayers/6f1c')).toBe('/prayers/6f1c');
    expect(appPath('/g/youth-pastors?tab=feed')).toBe('/g/youth-pastors?tab=feed');
  });

  it('follows no other site, scheme or empty link', () => {
    for (const link of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(appPath(link)).toBeNull();
    }
  });
});

describe('isUnreadFilter', () => {
  it('is the unread filter only when the address says so', () => {
    expect(isUnreadFilter('unread')).toBe(true);
    expect(isUnreadFilter(undefined)).toBe(false);
    expect(isUnreadFilter('all')).toBe(false);
  });
});
