import { subgraphTypeDefs } from '@koinonia/kit';

/** The content subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(new URL('./blog/blog.graphql', import.meta.url));
