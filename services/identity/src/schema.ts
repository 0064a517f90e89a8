import { subgraphTypeDefs } from '@koinonia/kit';

/** The identity subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(new URL('./users/users.graphql', import.meta.url));
