export { pingTypeDefs, startPingSubgraph, type PingSubgraph } from './ping-subgraph.ts';
export type { GatewayKind } from './bench-gateways.ts';
export { benchChild, cpuTimeOf, runLoadApart, type BenchChild } from './bench-processes.ts';
export { percentile, type LoadResult, type LoadSpec } from './load.ts';
