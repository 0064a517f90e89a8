import { readFileSync } from 'node:fs';
import { createLogger } from '@koinonia/kit';
import { loadGatewayConfig } from './config.ts';
import { startGateway } from './gateway.ts';

// Runs the gateway alone, as in production, over the supergraph composed at build time
// (`npm run build -w gateway`); subgraph URLs come from <NAME>_URL.
const config = loadGatewayConfig();
const logger = createLogger('gateway', config.logLevel);
const supergraphSdl = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');
const gateway = await startGateway({ config, supergraphSdl, logger, host: '0.0.0.0' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void gateway.close().then(() => process.exit(0)));
}
