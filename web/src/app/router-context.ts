import type { ApolloClient } from '@apollo/client';
import type { Analytics } from '../lib/analytics/analytics.port.ts';

export interface RouterContext {
  apollo: ApolloClient;
  analytics: Analytics;
}
