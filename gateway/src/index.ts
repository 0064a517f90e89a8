export { startGateway, type RunningGateway } from './gateway.ts';
export { loadGatewayConfig, type GatewayConfig } from './config.ts';
export { composeSupergraph, CompositionError, type ComposedSupergraph } from './compose.ts';
export { subgraphs, type SubgraphEntry } from './subgraphs.ts';
