import { subgraphTypeDefs } from '@koinonia/kit';

export const typeDefs = subgraphTypeDefs(
  new URL('./notifications/notifications.graphql', import.meta.url),
  new URL('./newsletters/newsletters.graphql', import.meta.url),
  new URL('./invitations/invitations.graphql', import.meta.url),
);
