import { describe, expect, it } from '@jest/globals';
import { isMediaPath } from './web-server.ts';

describe('media paths', () => {
  it('routes only paths under the media base path to the media handler', () => {
    expect(isMediaPath('/media/identity/uploads/abc?token=x', '/media')).toBe(true);
    expect(isMediaPath('/media/identity/files/1/card.webp', '/media/')).toBe(true);
    expect(isMediaPath('/media', '/media')).toBe(false);
    expect(isMediaPath('/mediaeval', '/media')).toBe(false);
    expect(isMediaPath('/u/media', '/media')).toBe(false);
  });
});
