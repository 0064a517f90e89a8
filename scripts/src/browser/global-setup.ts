import { createWebServer } from '@koinonia/web';
import { createTestDatabase, freePort, type TestDatabase } from '@koinonia/kit/testing';
import kitGlobalSetup, { globalTeardown as kitGlobalTeardown } from '../../../services/kit/src/testing/global-setup.ts';
import { services } from '../services.ts';
import { startSystem, type RunningSystem } from '../system.ts';
import { buildWeb, webBuildIsStale } from '../web-build.ts';

const KEY = Symbol.for('koinonia.browser.system');
interface Holder {
  system: RunningSystem;
  web: { close(): Promise<void> };
  databases: TestDatabase[];
}

/**
 * Browser tests: the whole system on free ports and fresh databases, and the built web app, for
 * the test files to drive with Chromium through KOINONIA_WEB_URL.
 */
export default async function globalSetup(): Promise<void> {
  await kitGlobalSetup();
  if (webBuildIsStale()) await buildWeb();
  const webPort = await freePort();
  const webUrl = `http://localhost:${webPort}`;
  const databases: TestDatabase[] = [];
  const env: Record<string, string> = { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', WEB_ORIGINS: webUrl };
  for (const { definition } of services) {
    const db = await createTestDatabase(`browser_${definition.name}`);
    databases.push(db);
    env[`${definition.name.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`] = db.url;
  }
  const system = await startSystem({ ports: 'ephemeral', env, webUrl });
  const web = await createWebServer({ port: webPort, apiUrl: system.gatewayUrl, publicUrl: webUrl });
  process.env['KOINONIA_WEB_URL'] = webUrl;
  process.env['KOINONIA_API_URL'] = system.gatewayUrl;
  (globalThis as Record<symbol, Holder>)[KEY] = { system, web, databases };
}

export async function globalTeardown(): Promise<void> {
  const holder = (globalThis as Record<symbol, Holder | undefined>)[KEY];
  if (holder) {
    await holder.web.close();
    await holder.system.stop();
    for (const db of holder.databases) await db.drop();
  }
  await kitGlobalTeardown();
}
