import { describe, expect, it, jest } from '@jest/globals';
import { gunzipSync } from 'node:zlib';
import { createPrerenderedPages } from './prerender.ts';
import type { RenderedPage } from './pages.ts';

const page = (body: string, status = 200): RenderedPage => ({ status, headers: { 'cache-control': 'public, max-age=60' }, body });

describe('prerendered pages', () => {
  it('renders the pages once at start-up and serves them compressed as the client asks', async () => {
    const render = jest.fn((path: string) => Promise.resolve(page(`<html>${path}</html>`)));
    const pages = createPrerenderedPages(render, ['/', '/sign-up'], 60_000);
    await pages.warm();
    expect(render).toHaveBeenCalledTimes(2);
    const kept = pages.get('/sign-up', 'gzip');
    expect(gunzipSync(kept?.body ?? Buffer.alloc(0)).toString()).toBe('<html>/sign-up</html>');
    expect(pages.get('/', 'identity')?.page.headers['cache-control']).toBe('public, max-age=60');
    expect(pages.get('/feed', 'identity')).toBeNull();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("writes each response's nonce where the render put its stand-in, compressed for that response", async () => {
    const render = jest.fn((_path: string, _headers?: unknown, _signal?: unknown, nonce?: string) =>
      Promise.resolve(page(`<script nonce="${nonce}">boot()</script><meta property="csp-nonce" content="${nonce}">`)),
    );
    const pages = createPrerenderedPages(render, ['/'], 60_000);
    await pages.warm();
    const standIn = render.mock.calls[0]?.[3];
    expect(standIn).toMatch(/^prerendered[0-9a-f]{32}$/);
    const first = pages.get('/', 'gzip', 'nonceOne');
    const second = pages.get('/', 'identity', 'nonceTwo');
    expect(gunzipSync(first!.body).toString()).toBe('<script nonce="nonceOne">boot()</script><meta property="csp-nonce" content="nonceOne">');
    expect(second!.body.toString()).not.toContain(standIn);
    expect(second!.body.toString()).toContain('nonce="nonceTwo"');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps only good renders, and renders an old page again while still serving it', async () => {
    let version = 0;
    const render = jest.fn(() => Promise.resolve(version === 0 ? page('down', 503) : page(`v${version}`)));
    const pages = createPrerenderedPages(render, ['/'], 0);
    await pages.warm();
    expect(pages.get('/', 'identity')).toBeNull();
    version = 1;
    await pages.warm();
    version = 2;
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(pages.get('/', 'identity')?.body.toString()).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(pages.get('/', 'identity')?.body.toString()).toBe('v2');
  });
});
