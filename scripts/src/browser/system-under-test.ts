import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWebServer, type WebServerOptions } from '@koinonia/web';
// Straight from the files: the testing barrel pulls in jest helpers, and the Lighthouse script runs outside jest.
import { createTestDatabase, type TestDatabase } from '../../../services/kit/src/testing/database.ts';
import { freePort } from '../../../services/kit/src/testing/global-setup.ts';
import { services } from '../services.ts';
import { startSystem } from '../system.ts';
import { buildWeb, webBuildIsStale } from '../web-build.ts';
import { webMedia } from './web-media.ts';

export interface SystemUnderTest {
  webUrl: string;
  apiUrl: string;
  /** Each service's database, by service name. */
  databaseUrls: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/**
 * The whole system in this process, as `npm start` runs it, but on free ports and fresh databases
 * (on the PostgreSQL server in DATABASE_URL), with the built web app (rebuilt when stale) and
 * uploaded files in a temporary directory served under the web app's /media. For the browser tests
 * and the Lighthouse figures.
 */
export async function startSystemUnderTest(
  label: string,
  web: Partial<WebServerOptions> = {},
): Promise<SystemUnderTest> {
  if (webBuildIsStale()) await buildWeb();
  const webPort = await freePort();
  const webUrl = `http://localhost:${webPort}`;
  const databases: TestDatabase[] = [];
  const databaseUrls: Record<string, string> = {};
  const mediaDir = await mkdtemp(path.join(tmpdir(), `koinonia-${label}-media-`));
  const media = webMedia(webUrl, { ...process.env, MEDIA_DIR: mediaDir });
  const env: Record<string, string> = {
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    // As in production: the web app runs only its own operations, by hash.
    TRUSTED_DOCUMENTS: 'true',
    // Every member the tests sign up comes from this machine: one source, far past a network's hourly share.
    EMAIL_REQUESTS_PER_SOURCE_PER_HOUR: '1000000',
    WEB_ORIGINS: webUrl,
    MEDIA_DIR: mediaDir,
    ...media.env,
  };
  for (const { definition } of services) {
    const db = await createTestDatabase(`${label}_${definition.name}`, definition);
    databases.push(db);
    databaseUrls[definition.name] = db.url;
    env[`${definition.name.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`] = db.url;
  }
  const system = await startSystem({ ports: 'ephemeral', env, webUrl });
  const server = await createWebServer({
    port: webPort,
    apiUrl: system.gatewayUrl,
    publicUrl: webUrl,
    ...media.web,
    // The tests read e-mails through the dev mailbox, from this machine (startSystem runs in development mode).
    devMode: true,
    ...web,
  });
  return {
    webUrl,
    apiUrl: system.gatewayUrl,
    databaseUrls,
    stop: async () => {
      await server.close();
      await system.stop();
      for (const db of databases) await db.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
