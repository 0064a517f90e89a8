import type { Analytics } from '../lib/analytics/analytics.port.ts';
import type { DataLayer } from '../lib/apollo/data-layer.tsx';
import type { Session } from '../features/auth/session.ts';
import type { RuntimeConfig } from './runtime-config.ts';

/** What routes get, made per request on the server and once in the browser. */
export interface RouterContext {
  /** Apollo Client, loaded on demand: loaders of pages with data await `data.client()`. */
  data: DataLayer;
  session: Session;
  analytics: Analytics;
  /** The runtime configuration: the server's options, which the browser reads back from the page. */
  config: RuntimeConfig;
}
