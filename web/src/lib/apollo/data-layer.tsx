import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ApolloClientOptions } from './apollo-client.ts';

/**
 * Apollo Client, downloaded only when something needs it. The shell, the landing page and other
 * pages without data render and hydrate without it; a route whose page reads data awaits
 * `client()` in its loader, forms await it when they send (useDataMutation), and the browser
 * fetches it at the visitor's first interaction. On the server each request has a data layer of
 * its own; the cache it filled reaches the browser through `restore`. A public page that renders
 * from its loader's data instead (the profile) reads through `loaderClient()` and hands its
 * results to the cache with `prime`, so it hydrates without Apollo Client.
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
  /**
   * The client for a loader whose page renders from the loader's own data (which the router hands
   * to the browser with the page). In the browser it is `client()`. On the server it is a client
   * of the request's own whose cache does not travel with the page, so the page hydrates without
   * Apollo Client (the cache is handed over only for pages that read it while hydrating).
   */
  loaderClient: () => Promise<ApolloClient>;
  /**
   * Writes a page's loader data into the cache when Apollo Client is created, before anyone reads
   * from it, so the page's queries watched from then on start from what it shows instead of
   * fetching it again (as after `restore`). Nothing when the client is already loaded (the loader
   * then read through it), and nothing on the server.
   */
  prime: (write: (client: ApolloClient) => Promise<void> | void) => void;
}

export interface DataLayerOptions extends ApolloClientOptions {
  /** Runs on the new client before anyone else gets it (the session joins the cache here). */
  onCreate?: (client: ApolloClient) => Promise<void> | void;
}

export function createDataLayer({ onCreate, ...options }: DataLayerOptions): DataLayer {
  let current: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  let restored: NormalizedCacheObject | undefined;
  let primed: ((client: ApolloClient) => Promise<void> | void)[] = [];
  let detached: Promise<ApolloClient> | null = null;
  const listeners = new Set<() => void>();

  const client = (): Promise<ApolloClient> => {
    loading ??= import('./apollo-client.ts')
      .then(async ({ createApolloClient }) => {
        // Primed results count as restored: watched queries answer from them while the page settles.
        const created = createApolloClient(options, restored ?? (primed.length > 0 ? {} : undefined));
        await onCreate?.(created);
        await Promise.all(
          primed.splice(0).map(async (write) => {
            try {
              await write(created);
            } catch {
              // Its code could not be downloaded: its queries only fetch what they miss.
            }
          }),
        );
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
    loaderClient: () => {
      if (!options.serverFetch) return client();
      detached ??= import('./apollo-client.ts').then(({ createApolloClient }) => createApolloClient(options));
      return detached;
    },
    prime: (write) => {
      if (current || options.serverFetch) return;
      primed = [...primed, write];
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

/**
 * Apollo Client once it has loaded, else null; always null on the server and while hydrating, so
 * both render the same. With `load`, asks for it as soon as the page has hydrated.
 */
export function useLoadedClient(load: boolean): ApolloClient | null {
  const dataLayer = useDataLayer();
  const client = useSyncExternalStore(dataLayer.subscribe, dataLayer.loaded, () => null);
  useEffect(() => {
    if (load && !client) dataLayer.ready().catch((error: unknown) => console.error('[Data layer] could not be loaded', error));
  }, [client, dataLayer, load]);
  return client;
}
