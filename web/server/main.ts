import { loadWebServerOptions } from './config.ts';
import { createWebServer } from './web-server.ts';

const server = await createWebServer({ ...loadWebServerOptions(), log: (message) => console.log(message) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
