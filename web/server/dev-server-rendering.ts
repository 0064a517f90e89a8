import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import type { ClientAssets } from './client-assets.ts';
import { loadWebServerOptions } from './config.ts';
import { createPageRenderer, type ServerEntry } from './pages.ts';
import { answerPage, isFilePath, runtimeConfigOf } from './web-server.ts';

/** In development the browser loads the sources through Vite, with React Fast Refresh. */
const DEV_ASSETS: ClientAssets = {
  router: {
    routes: {
      __root__: {
        scripts: [
          { attrs: { type: 'module' }, children: react.preambleCode.replace('__BASE__', '/') },
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
        ],
      },
    },
  },
};

/**
 * `npm run dev -w web`: Vite's dev server renders pages like the production server does, with
 * src/entry-server.tsx loaded (and reloaded on change) by Vite. Styles arrive with the scripts, so
 * a page paints unstyled for a moment in development only.
 */
export function devServerRendering(): Plugin {
  return {
    name: 'koinonia:dev-server-rendering',
    apply: 'serve',
    configureServer(server) {
      const options = loadWebServerOptions();
      const renderPage = createPageRenderer({
        entry: () => server.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
        assets: async () => DEV_ASSETS,
        config: runtimeConfigOf(options),
        apiUrl: options.internalApiUrl ?? options.apiUrl,
        apiTimeoutMs: 3000,
        log: (message) => server.config.logger.error(message),
      });
      // After Vite's own middlewares: modules and files first, every other GET is a page.
      return () =>
        server.middlewares.use((request, response, next) => {
          const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
          if ((request.method !== 'GET' && request.method !== 'HEAD') || isFilePath(pathname)) return next();
          answerPage(renderPage, request, response).catch(next);
        });
    },
  };
}
