import { subgraphTypeDefs } from '@koinonia/kit';

/** The community subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(new URL('./groups/groups.graphql', import.meta.url));
