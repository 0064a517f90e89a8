import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The router plugin must run before the React plugin: it generates the route tree and splits each
// route's component into its own chunk (route-based code splitting).
export default defineConfig(({ command }) => {
  // A build is always a production build, even when started from a test run (NODE_ENV=test would
  // otherwise bundle React's development build and JSX runtime).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: import.meta.dirname,
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/__generated__/route-tree.gen.ts',
        routeFileIgnorePrefix: '-',
        quoteStyle: 'single',
      }),
      react(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      assetsDir: 'assets',
      manifest: true,
    },
    server: { port: 3000 },
    preview: { port: 3000 },
  };
});
