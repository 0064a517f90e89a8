import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { devServerRendering } from './server/dev-server-rendering.ts';

// The UI and routing foundation that most pages share travels as one chunk: otherwise it is cut
// into dozens of tiny shared chunks, each compressed on its own, and a first visit downloads many
// of them. Only what at least 20 chunks share: a lower bar puts components that few pages use into
// every first visit (10 grew the landing page from 144 to 176 KB gzip), a higher one cuts it up
// again (30 and 50 cost every page 1.5 and 5 KB). Overlays stay out (popovers, menus, tooltips,
// dialogs, and the Floating UI and scroll areas under them, 22 KB gzip): once 20 screens used one,
// they went to every page, though a page opens them only on demand. Form fields stay out too
// (Mantine's Input alone is 4 KB gzip): the shell's search is a plain field, and pages without a
// form (profiles, organizations, the feed) need none; a field over the bar would bring Input along.
const UI_FOUNDATION = /node_modules[\\/](@mantine[\\/](core|hooks)|@tanstack|@tabler|clsx)[\\/]/;
const OVERLAYS =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](components[\\/](Popover|Menu|Tooltip|Combobox|Modal|ModalBase|Drawer|HoverCard|Overlay|Portal|FocusTrap|Transition|ScrollArea)|utils[\\/]Floating)|hooks[\\/]esm[\\/](use-focus-trap|use-focus-return|use-click-outside|use-long-press))[\\/]/;
const FIELDS =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|Textarea|PasswordInput|NativeSelect|Select|Checkbox|Radio|Switch)[\\/]/;
const INPUTS = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput)[\\/]/;
const inFoundation = (id: string) => UI_FOUNDATION.test(id) && !OVERLAYS.test(id) && !FIELDS.test(id);

const GENERATED_DOCUMENTS = /[\\/]src[\\/]__generated__[\\/]graphql[\\/]graphql\.ts$/;
const DOCUMENT_MODULE = '\0koinonia-document:';

/**
 * GraphQL Codegen's client preset writes every document into one module. Bundled as is, a page
 * that uses one document downloads all of them (16 KB gzip, growing with every screen). In the
 * browser build that module becomes re-exports of one small module per document, so each page's
 * chunks carry only the documents it uses.
 */
function documentPerModule(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'koinonia:document-per-module',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? { id, moduleSideEffects: false } : null),
    async load(id) {
      if (id.startsWith(DOCUMENT_MODULE)) {
        const name = id.slice(DOCUMENT_MODULE.length);
        return { code: `export const ${name} = ${documents.get(name)};`, moduleType: 'js' };
      }
      if (!GENERATED_DOCUMENTS.test(id)) return null;
      const source = await readFile(id, 'utf8');
      const names: string[] = [];
      for (const [, name, ast] of source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
        documents.set(name!, ast!);
        names.push(name!);
      }
      // Types aside, the generated module exports documents only: anything else would be lost here.
      const values = source.match(/^export (const|let|var|function|class|enum) /gm)?.length ?? 0;
      if (names.length === 0 || names.length !== values) this.error(`${id}: unexpected generated code (${values} exports, ${names.length} documents)`);
      const code = names.map((name) => `export { ${name} } from ${JSON.stringify(DOCUMENT_MODULE + name)};`).join('\n');
      return { code, moduleType: 'js', moduleSideEffects: false };
    },
  };
}

/**
 * A lazy chunk's preload list (Vite's `__vite__mapDeps`) names every chunk it needs, the entry and
 * its static imports too, though every page has loaded those before anything is imported lazily.
 * Left out, each list shrinks by a dozen file names, which a page's first load carries for every
 * lazy import it has (0.2 KB gzip each). The entry's chunks are known once the bundle is written,
 * before Vite fills the lists in (this hook runs first).
 */
function preloadWithoutEntry() {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'koinonia:preload-without-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return { plugin, resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !loaded.has(dep)) };
}

export default defineConfig(({ command }) => {
  // A build is always a production build, even when started from a test run (NODE_ENV=test would
  // otherwise bundle React's development build and JSX runtime).
  if (command === 'build') process.env.NODE_ENV = 'production';
  const preload = preloadWithoutEntry();
  return {
    root: import.meta.dirname,
    appType: 'custom',
    plugins: [
      // The router plugin must run before the React plugin: it generates the route tree and splits
      // each route's component, and its loader, into chunks of their own (route-based code
      // splitting). Split loaders keep the GraphQL documents they use out of the entry chunk.
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
      documentPerModule(),
      preload.plugin,
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
          modulePreload: { resolveDependencies: preload.resolveDependencies },
          rolldownOptions: {
            input: 'src/entry-client.tsx',
            output: {
              // Chunks are named by their hash alone. The entry lists every lazy chunk by file name
              // for its preloads (Vite's `__vite__mapDeps`: 220 names), and the names cost every
              // page 2 KB gzip. Which modules a chunk holds is in dist/client/.vite/manifest.json.
              chunkFileNames: 'assets/[hash].js',
              codeSplitting: {
                // The data layer stays out of the foundation: pages without data hydrate without it.
                // The text inputs travel together: a page with a form needs all three of their modules.
                groups: [
                  { name: 'ui-foundation', test: inFoundation, minShareCount: 20 },
                  { name: 'ui-inputs', test: INPUTS },
                ],
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
