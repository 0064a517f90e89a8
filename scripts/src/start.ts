import { configVars, ConfigError, EmbeddedPostgresInUseError, loadConfig } from '@koinonia/kit';
import { createWebServer } from '@koinonia/web';
import { describePayments, type PaymentsConfig } from '@koinonia/kit/payments';
import { z } from 'zod';
import { webMedia } from './browser/web-media.ts';
import { startBanner } from './start-banner.ts';
import { startSystem } from './system.ts';
import { buildWeb, webBuildIsStale } from './web-build.ts';

// `npm start`: all of Koinonia in one process on embedded defaults (see README.md).
try {
  const { WEB_PORT } = loadConfig({ WEB_PORT: configVars.port(3000) });
  const settings = loadConfig({
    WEB_PORT: configVars.port(3000),
    WEB_URL: z.url().default(`http://localhost:${WEB_PORT}`).describe('public URL of the web app (default: localhost on WEB_PORT)'),
    // `npm start` is for development: its dev mailbox is on unless this says false (then notify needs SENDGRID_API_KEY).
    KOINONIA_DEV_MODE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true')
      .describe('development mode: the dev mailbox (answered to this machine only) and its link in the app'),
  });
  const webOrigin = new URL(settings.WEB_URL).origin;
  if (webBuildIsStale()) {
    console.log('Building the web app…');
    await buildWeb();
  }
  console.log('Starting Koinonia…');
  const media = webMedia(settings.WEB_URL);
  const system = await startSystem({
    ports: 'default',
    webUrl: settings.WEB_URL,
    // Introspection, field suggestions and GraphiQL for development; the banner says so.
    development: settings.KOINONIA_DEV_MODE,
    // The banner says what runs; service logs are for when something goes wrong.
    env: {
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
      KOINONIA_DEV_MODE: String(settings.KOINONIA_DEV_MODE),
      // The browser's origin may call the API: the web app's, on whatever port it is served.
      WEB_ORIGINS: process.env['WEB_ORIGINS'] ?? webOrigin,
      ...media.env,
    },
  });
  const web = await createWebServer({
    port: settings.WEB_PORT,
    apiUrl: system.gatewayUrl,
    publicUrl: settings.WEB_URL,
    ...media.web,
    devMode: settings.KOINONIA_DEV_MODE,
  });
  // orgs-jobs sells (posting fees); its configuration says which payment adapter it uses.
  const sellerPayments = (system.services.find((s) => s.name === 'orgs-jobs')?.config as { payments?: PaymentsConfig } | undefined)?.payments;
  console.log(
    startBanner({
      webUrl: settings.WEB_URL,
      webPort: web.port,
      apiUrl: system.gatewayUrl,
      files: media.web.media ? `${media.env.MEDIA_PUBLIC_URL ?? ''} (local disk)` : 'S3',
      payments: sellerPayments ? describePayments(sellerPayments) : undefined,
      services: system.services.map((s) => ({ name: s.name, url: s.server.url })),
      adapters: system.adapters,
      devMode: settings.KOINONIA_DEV_MODE,
      devMailbox: system.adapters['email']?.startsWith('dev mailbox') ?? false,
    }),
  );

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Koinonia…');
    await web.close();
    await system.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  // `on`, not `once`: Ctrl-C reaches this process both from the terminal and through npm, and a
  // second, unhandled SIGINT would kill it halfway through stopping.
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
