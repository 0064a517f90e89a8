import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { redirect } from '@tanstack/react-router';
import type { ViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { meQueryHash } from '../../__generated__/first-paint-hashes.ts';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { missingResponseMessage, statusCodeMessage } from '../../lib/apollo/transport-errors.ts';
import meQuery from './session.graphql?raw';


export type Viewer = ViewerFieldsFragment;

/** Where the session's member is kept once Apollo Client has loaded (see session-cache.ts). */
export interface SessionCache {
  write(viewer: Viewer | null): void;
  /** Forgets every cached result of the previous member. */
  clear(): Promise<void>;
}

/**
 * Who is signed in. The first page of a visit needs only this, not Apollo Client, so the session
 * is read with a plain request (the `Me` query of session.graphql) and kept here. Once Apollo has
 * loaded, its cache becomes the source of truth: the store writes to it and follows it, so an
 * edited profile shows in the top bar at once.
 */
export class Session {
  readonly #apiUrl: string;
  readonly #fetch: typeof fetch;
  readonly #listeners = new Set<() => void>();
  #viewer: Viewer | null | undefined = undefined;
  #loading: Promise<Viewer | null> | null = null;
  #cache: SessionCache | null = null;

  constructor(apiUrl: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
    this.#apiUrl = apiUrl;
    this.#fetch = fetchImpl;
  }

  /** The member, `null` when anonymous, `undefined` until the session has been read. */
  readonly current = (): Viewer | null | undefined => this.#viewer;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Reads the session once; later calls answer from memory. Throws on a transport failure. */
  load(): Promise<Viewer | null> {
    if (this.#viewer !== undefined) return Promise.resolve(this.#viewer);
    this.#loading ??= this.#request().then(
      (viewer) => {
        this.#loading = null;
        // A sign-in that finished while the request was under way wins.
        if (this.#viewer === undefined) this.remember(viewer);
        return this.#viewer ?? null;
      },
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  /** Like load, but an unreachable API counts as anonymous, so public pages still render. */
  async peek(): Promise<Viewer | null> {
    try {
      return await this.load();
    } catch {
      return null;
    }
  }

  /**
   * Route guard: a member page sends an anonymous visitor to sign in, then back to `href`. When the
   * session cannot be read, the page answers that Koinonia is unavailable (503).
   */
  async require(href: string): Promise<Viewer> {
    const viewer = await this.load().catch(() => {
      throw pageUnavailable();
    });
    if (!viewer) throw redirect({ to: '/sign-in', search: { redirect: href } });
    return viewer;
  }

  /** Makes the member returned by sign-in, sign-up or a password reset the session's member. */
  remember(viewer: Viewer | null): void {
    this.#cache?.write(viewer);
    this.#publish(viewer);
  }

  /** After sign-out: forgets everything cached for the previous member. */
  async forget(): Promise<void> {
    if (this.#cache) {
      await this.#cache.clear();
      this.#cache.write(null);
    }
    this.#publish(null);
  }

  /**
   * Hands the session to Apollo's cache once the client exists. `follow` is called by the cache's
   * watcher whenever the cached member changes (a profile edit, a verified e-mail).
   */
  attach(cache: SessionCache): { follow: (viewer: Viewer | null) => void } {
    this.#cache = cache;
    if (this.#viewer !== undefined) cache.write(this.#viewer);
    return { follow: (viewer) => this.#publish(viewer) };
  }

  #publish(viewer: Viewer | null): void {
    if (viewer === this.#viewer) return;
    this.#viewer = viewer;
    for (const listener of this.#listeners) listener();
  }

  /**
   * Asks for the `Me` query by its hash, as Apollo's link does (see trusted-documents-link.ts), and
   * by its text only if the gateway does not know the hash.
   */
  async #request(): Promise<Viewer | null> {
    const byHash = { persistedQuery: { version: 1, sha256Hash: meQueryHash.replace(/^sha256:/, '') } };
    let answer = await this.#post({ operationName: 'Me', extensions: byHash });
    if (answer.bodyText.includes('PERSISTED_QUERY_NOT_FOUND')) answer = await this.#post({ operationName: 'Me', query: meQuery });
    const { response, bodyText } = answer;
    if (!response.ok) throw new ServerError(statusCodeMessage(response.status), { response, bodyText });
    let body: { data?: { me?: Viewer | null } | null; errors?: GraphQLFormattedError[] };
    try {
      body = JSON.parse(bodyText) as typeof body;
    } catch (error) {
      throw new ServerParseError(error, { response, bodyText });
    }
    if (body.data?.me !== undefined) return body.data.me;
    if (body.errors?.length) throw new CombinedGraphQLErrors({ errors: body.errors });
    throw new Error(missingResponseMessage('Me'));
  }

  async #post(body: object): Promise<{ response: Response; bodyText: string }> {
    const response = await this.#fetch(this.#apiUrl, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify(body),
    });
    return { response, bodyText: await response.text() };
  }
}

const SessionContext = createContext<Session | null>(null);
export const SessionProvider = SessionContext.Provider;

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}

/** The signed-in member: `undefined` while not known yet, `null` when anonymous. */
export function useViewer(): Viewer | null | undefined {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.current, session.current);
}
