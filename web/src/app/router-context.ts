import type { Analytics } from '../lib/analytics/analytics.port.ts';
import type { DataLayer } from '../lib/apollo/data-layer.tsx';
import type { Session } from '../features/auth/session.ts';

export interface RouterContext {
  /** Apollo Client, loaded on demand: loaders of pages with data await `data.ready()` or `data.client()`. */
  data: DataLayer;
  session: Session;
  analytics: Analytics;
}
