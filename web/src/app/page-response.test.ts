import { describe, expect, it } from '@jest/globals';
import { pageUnavailable } from '../lib/apollo/page-errors.ts';
import { pageCacheControl, pageStatus, type RenderedMatch } from './page-response.ts';

const match = (fullPath: string, status: RenderedMatch['status'] = 'success', error?: unknown): RenderedMatch => ({ fullPath, status, error });
const profile = [match('/'), match('/'), match('/u/$slug')];

describe('page response', () => {
  it("keeps the router's status unless a loader asked for its own", () => {
    expect(pageStatus(200, profile)).toBe(200);
    expect(pageStatus(404, [match('/'), match('/u/$slug', 'notFound')])).toBe(404);
    expect(pageStatus(500, [match('/'), match('/u/$slug', 'error', pageUnavailable())])).toBe(503);
    expect(pageStatus(500, [match('/'), match('/u/$slug', 'error', new Error('bug'))])).toBe(500);
  });

  it('never lets a shared cache keep a page rendered for a signed-in request', () => {
    expect(pageCacheControl(true, 200, profile)).toBe('private, no-store');
    expect(pageCacheControl(true, 200, [match('/'), match('/')])).toBe('private, no-store');
  });

  it('lets a shared cache keep public pages briefly, and nothing else', () => {
    expect(pageCacheControl(false, 200, profile)).toBe('public, max-age=60');
    expect(pageCacheControl(false, 200, [match('/'), match('/'), match('/sign-up')])).toBe('public, max-age=60');
    // Private pages (an e-mail address in the page), errors and not found are never shared.
    expect(pageCacheControl(false, 200, [match('/'), match('/'), match('/check-email')])).toBe('private, no-store');
    expect(pageCacheControl(false, 503, profile)).toBe('private, no-store');
    expect(pageCacheControl(false, 404, [match('/')])).toBe('private, no-store');
  });
});
