import { resolve } from 'node:path';

/** Builds the web app into web/dist with Vite (for the launcher; same as `npm run build -w web`). */
export async function buildWebApp(options: { logLevel?: 'info' | 'warn' | 'error' | 'silent' } = {}): Promise<void> {
  const { build } = await import('vite');
  const root = resolve(import.meta.dirname, '..');
  await build({ root, configFile: resolve(root, 'vite.config.ts'), logLevel: options.logLevel ?? 'warn' });
}
