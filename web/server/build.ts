import { resolve } from 'node:path';

/**
 * Builds the web app into web/dist with Vite, as `npm run build -w web` does: the browser's code
 * (dist/client) and the server renderer (dist/server).
 */
export async function buildWebApp(options: { logLevel?: 'info' | 'warn' | 'error' | 'silent' } = {}): Promise<void> {
  const { createBuilder } = await import('vite');
  const root = resolve(import.meta.dirname, '..');
  const builder = await createBuilder({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: options.logLevel ?? 'warn' }, null);
  await builder.buildApp();
}
