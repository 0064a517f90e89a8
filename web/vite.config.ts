import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { devServerRendering } from './server/dev-server-rendering.ts';

// The router plugin must run before the React plugin: it generates the route tree and splits each
// route's component, and its loader, into chunks of their own (route-based code splitting). Split
// loaders keep the GraphQL documents they use out of the entry chunk.
const UI_FOUNDATION = /node_modules[\\/](@mantine[\\/](core|hooks)|@tanstack|@tabler|@floating-ui|clsx)[\\/]/;

export default defineConfig(({ command }) => {
  // A build is always a production build, even when started from a test run (NODE_ENV=test would
  // otherwise bundle React's development build and JSX runtime).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: import.meta.dirname,
    appType: 'custom',
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
        routesDirectory: './src/routes',
        generatedRouteTree: './src/__generated__/route-tree.gen.ts',
        routeFileIgnorePrefix: '-',
        quoteStyle: 'single',
      }),
      react(),
      devServerRendering(),
    ],
    // `vite build` builds both environments: the browser's code (dist/client, with the manifest
    // the server reads to link each page's chunks) and the server renderer (dist/server).
    builder: {},
    build: { target: 'es2022', assetsDir: 'assets' },
    environments: {
      client: {
        build: {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          rolldownOptions: {
            input: 'src/entry-client.tsx',
            output: {
              codeSplitting: {
                // The UI and routing foundation that most pages share travels as one chunk:
                // otherwise it is cut into dozens of tiny shared chunks, each compressed on its
                // own, and a first visit downloads many of them. The data layer stays out: pages
                // without data hydrate without it. Only what at least 20 chunks share: with more
                // screens, a lower bar put components that few pages use into every first visit
                // (10 grew the landing page from 144 to 176 KB gzip; 20 gives 148 KB).
                groups: [{ name: 'ui-foundation', test: UI_FOUNDATION, minShareCount: 20 }],
              },
            },
          },
        },
      },
      ssr: {
        // The built renderer is self-contained, with React's production build: the web server runs
        // inside the launcher's process, whatever NODE_ENV that has. The dev server uses Node's.
        ...(command === 'build'
          ? { resolve: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
          : {}),
        build: {
          outDir: 'dist/server',
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
        },
      },
    },
    server: { port: 3000 },
    preview: { port: 3000 },
  };
});
