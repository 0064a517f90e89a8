import { subgraphTypeDefs } from '@koinonia/kit';

/** The orgs-jobs subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(
  new URL('./organizations/organizations.graphql', import.meta.url),
  new URL('./stats/stats.graphql', import.meta.url),
);
