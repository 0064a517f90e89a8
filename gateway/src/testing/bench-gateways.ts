import { createLogger } from '@koinonia/kit';
import { composeSupergraph } from '../compose.ts';
import { loadGatewayConfig } from '../config.ts';
import { startGateway } from '../gateway.ts';
import { subgraphs } from '../subgraphs.ts';
import { startApolloBaseline } from './apollo-baseline.ts';
import { pingTypeDefs } from './ping-subgraph.ts';

export type GatewayKind = 'hive-rust' | 'hive-js' | 'apollo' | 'apollo-session-per-request';

/**
 * One gateway of `kind` for the benchmark, in front of the subgraphs named in the environment
 * (`<NAME>_URL`, `PING_URL`): this gateway with either planner, or stock @apollo/gateway with the
 * session cache or with a round trip to identity per request, as the gateway was before.
 */
export async function serveBenchGateway(kind: GatewayKind): Promise<{ url: string; close(): Promise<void> }> {
  const config = loadGatewayConfig({ ...process.env, GATEWAY_QUERY_PLANNER: kind === 'hive-js' ? 'js' : 'rust' });
  const logger = createLogger(kind, 'warn');
  const { supergraphSdl } = composeSupergraph([...subgraphs, { name: 'ping', typeDefs: pingTypeDefs, defaultUrl: process.env['PING_URL']! }]);
  return kind === 'hive-rust' || kind === 'hive-js'
    ? startGateway({ config, supergraphSdl, logger })
    : startApolloBaseline({ config, supergraphSdl, logger, sessionCacheSeconds: kind === 'apollo' ? config.sessionCacheSeconds : 0 });
}
