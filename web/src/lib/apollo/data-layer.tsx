import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ApolloClientOptions } from './apollo-client.ts';

/**
 * Apollo Client, downloaded only when something needs it. The shell, the landing page and other
 * pages without data render and hydrate without it; a route whose page reads data awaits
 * `client()` in its loader, forms await it when they send (useDataMutation), and the browser
 * fetches it at the visitor's first interaction. On the server each request has a data layer of
 * its own; the cache it filled reaches the browser through `restore`.
 */
export interface DataLayer {
  /** The client, starting the download on first call. */
  client: () => Promise<ApolloClient>;
  ready: () => Promise<void>;
  /** The client once loaded, otherwise null. */
  loaded: () => ApolloClient | null;
  subscribe: (listener: () => void) => () => void;
  /** Fills the cache with what the server fetched for this page, before the page hydrates. */
  restore: (state: NormalizedCacheObject) => Promise<void>;
}

export interface DataLayerOptions extends ApolloClientOptions {
  /** Runs on the new client before anyone else gets it (the session joins the cache here). */
  onCreate?: (client: ApolloClient) => Promise<void> | void;
}

export function createDataLayer({ onCreate, ...options }: DataLayerOptions): DataLayer {
  let current: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  let restored: NormalizedCacheObject | undefined;
  const listeners = new Set<() => void>();

  const client = (): Promise<ApolloClient> => {
    loading ??= import('./apollo-client.ts')
      .then(async ({ createApolloClient }) => {
        const created = createApolloClient(options, restored);
        await onCreate?.(created);
        current = created;
        for (const listener of listeners) listener();
        return created;
      })
      .catch((error: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) can be retried.
        loading = null;
        throw error;
      });
    return loading;
  };

  return {
    client,
    ready: async () => {
      await client();
    },
    loaded: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore: async (state) => {
      if (loading) {
        // Already downloading (the idle-time load won the race): add the server's results.
        const existing = await loading;
        existing.cache.restore({ ...(existing.cache.extract() as NormalizedCacheObject), ...state });
        return;
      }
      restored = state;
      await client();
    },
  };
}

const DataLayerContext = createContext<DataLayer | null>(null);
// Apollo's hooks read the client from this context; it is filled in when the client arrives.
const ApolloContext = getApolloContext();

/** Provides the data layer, and Apollo's own context once the client has loaded. */
export function DataLayerProvider({ dataLayer, children }: { dataLayer: DataLayer; children: ReactNode }) {
  const client = useSyncExternalStore(dataLayer.subscribe, dataLayer.loaded, dataLayer.loaded);
  const apolloValue = useMemo(() => (client ? { client } : {}), [client]);
  return (
    <DataLayerContext value={dataLayer}>
      <ApolloContext value={apolloValue}>{children}</ApolloContext>
    </DataLayerContext>
  );
}

export function useDataLayer(): DataLayer {
  const dataLayer = useContext(DataLayerContext);
  if (!dataLayer) throw new Error('useDataLayer needs a <DataLayerProvider> above it');
  return dataLayer;
}
