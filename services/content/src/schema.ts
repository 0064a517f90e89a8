import { subgraphTypeDefs } from '@koinonia/kit';
import { mediaSdl } from '@koinonia/kit/media';

/** The content subgraph's SDL: the contract, kept in .graphql files beside each feature. */
export const typeDefs = subgraphTypeDefs(
  mediaSdl,
  new URL('./blog/blog.graphql', import.meta.url),
  new URL('./newsletters/newsletters.graphql', import.meta.url),
  new URL('./subscribers/subscribers.graphql', import.meta.url),
  new URL('./content-files/content-files.graphql', import.meta.url),
);
