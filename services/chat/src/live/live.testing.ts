import { createClient, type Client } from 'graphql-ws';
import { print } from 'graphql';
import WebSocket from 'ws';
import { signViewerToken, VIEWER_HEADER, type Viewer } from '@koinonia/kit';
import { TEST_INTERNAL_SECRET, waitFor, type TestService } from '@koinonia/kit/testing';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ChatConfig } from '../config.ts';
import { chatLive } from './chat-live.ts';

/** What a test subscription received so far, and how it ended. */
export interface Received<T> {
  readonly events: T[];
  readonly errors: unknown[];
  /** Resolves when the server completes the subscription. */
  readonly completed: Promise<void>;
  stop(): void;
}

/**
 * A graphql-ws client on a chat service's /graphql, as the gateway connects: the signed viewer in
 * the connection params. `subscribe` resolves once the service is listening for the subscription.
 */
export function liveClient(t: TestService<ChatConfig>, viewer: Viewer | null): Client {
  return createClient({
    url: t.service.server.url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: async () => (viewer ? { [VIEWER_HEADER]: await signViewerToken(viewer, TEST_INTERNAL_SECRET) } : {}),
  });
}

export async function subscribe<T, V extends Record<string, unknown>>(
  t: TestService<ChatConfig>,
  client: Client,
  document: TypedDocumentNode<T, V>,
  variables: V,
  options: { expectListening?: boolean } = {},
): Promise<Received<T>> {
  const live = chatLive(t.service.config);
  const before = live.subscribers;
  const events: T[] = [];
  const errors: unknown[] = [];
  let stop = () => {};
  const completed = new Promise<void>((resolve) => {
    stop = client.subscribe<T>(
      { query: print(document), variables },
      {
        next: (result) => {
          if (result.errors) errors.push(...result.errors);
          else events.push(result.data as T);
        },
        error: (error) => {
          errors.push(error);
          resolve();
        },
        complete: resolve,
      },
    );
  });
  if (options.expectListening !== false) await waitFor(async () => live.subscribers > before, 5_000, 'the subscription to start');
  return { events, errors, completed, stop: () => stop() };
}
