import { configVars, ConfigError, EmbeddedPostgresInUseError, loadConfig } from '@koinonia/kit';
import { createWebServer } from '@koinonia/web';
import { describePayments, type PaymentsConfig } from '@koinonia/kit/payments';
import { z } from 'zod';
import { webMedia } from './browser/web-media.ts';
import { startSystem } from './system.ts';
import { buildWeb, webBuildIsStale } from './web-build.ts';

// `npm start`: all of Koinonia in one process on embedded defaults (see README.md).
try {
  const settings = loadConfig({
    WEB_PORT: configVars.port(3000),
    WEB_URL: z.url().default('http://localhost:3000').describe('public URL of the web app'),
  });
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
    development: true,
    // The banner says what runs; service logs are for when something goes wrong.
    env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn', ...media.env },
  });
  const web = await createWebServer({
    port: settings.WEB_PORT,
    apiUrl: system.gatewayUrl,
    publicUrl: settings.WEB_URL,
    media: media.handler,
  });

  // orgs-jobs sells (posting fees); its configuration says which payment adapter it uses.
  const sellerPayments = (system.services.find((s) => s.name === 'orgs-jobs')?.config as { payments?: PaymentsConfig } | undefined)?.payments;
  const width = Math.max(...Object.keys(system.adapters).map((k) => k.length));
  const nameWidth = Math.max(...system.services.map((s) => s.name.length), 'web'.length);
  console.log(
    [
      '',
      '  Koinonia is running',
      '',
      `  ${'web'.padEnd(nameWidth)}  ${settings.WEB_URL}`,
      `  ${'API'.padEnd(nameWidth)}  ${system.gatewayUrl}`,
      `  ${'files'.padEnd(nameWidth)}  ${media.handler ? `${media.env.MEDIA_PUBLIC_URL ?? ''} (local disk)` : 'S3'}`,
      ...(sellerPayments ? [`  ${'payments'.padEnd(nameWidth)}  ${describePayments(sellerPayments)}`] : []),
      ...system.services.map((s) => `  ${s.name.padEnd(nameWidth)}  ${s.server.url}`),
      '',
      ...Object.entries(system.adapters).map(([part, adapter]) => `  ${part.padEnd(width)}  ${adapter}`),
      '',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
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
