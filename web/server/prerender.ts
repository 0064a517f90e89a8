import { randomBytes } from 'node:crypto';
import { compress, type Encoding } from './static-files.ts';
import type { PageRenderer, RenderedPage } from './pages.ts';

interface Prerendered {
  page: RenderedPage;
  bodies: Record<Encoding, Buffer>;
  renderedAt: number;
}

/**
 * Pages that are the same for every anonymous visitor (routes/-route-meta.ts marks them
 * `prerender`), rendered when the server starts and kept compressed, so they answer at once. Not
 * at build time: the runtime configuration (public URL, API URL) is only known when the server
 * starts. They are rendered again in the background once older than `maxAgeMs`. Each response
 * gets its own Content-Security-Policy nonce, written in place of the render's stand-in.
 */
export function createPrerenderedPages(renderPage: PageRenderer, paths: readonly string[], maxAgeMs: number) {
  const pages = new Map<string, Prerendered>();
  // Rendered with a stand-in for the Content-Security-Policy nonce, which each response replaces
  // with its own: random per process, so no content can contain it.
  const placeholder = `prerendered${randomBytes(16).toString('hex')}`;
  const rendering = new Map<string, Promise<void>>();

  const refresh = (path: string): Promise<void> => {
    const pending =
      rendering.get(path) ??
      renderPage(path, {}, undefined, placeholder)
        .then((page) => {
          // Only a good render is kept; anything else is rendered per request until one is.
          if (page.status !== 200) return;
          const raw = Buffer.from(page.body);
          const bodies = { identity: raw, br: compress(raw, 'br', 'best'), gzip: compress(raw, 'gzip', 'best') };
          pages.set(path, { page, bodies, renderedAt: Date.now() });
        })
        .finally(() => rendering.delete(path));
    rendering.set(path, pending);
    return pending;
  };

  return {
    /** Renders every page now (at start-up). */
    warm: () => Promise.all(paths.map(refresh)).then(() => undefined),
    /**
     * The kept page for a path, if it has one; an old one is still served while it is renewed. With
     * a nonce, the page carries that nonce (compressed for this response: a nonce is never reused).
     */
    get(path: string, encoding: Encoding, nonce?: string): { page: RenderedPage; body: Buffer } | null {
      const entry = pages.get(path);
      if (!entry) return null;
      if (Date.now() - entry.renderedAt > maxAgeMs) void refresh(path);
      if (nonce === undefined || !entry.page.body.includes(placeholder)) return { page: entry.page, body: entry.bodies[encoding] };
      const body = entry.page.body.replaceAll(placeholder, nonce);
      return { page: { ...entry.page, body }, body: compress(Buffer.from(body), encoding, 'fast') };
    },
  };
}
