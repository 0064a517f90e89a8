import { readFileSync } from 'node:fs';

/** Where `npm run trusted-documents -w gateway` writes the web app's operations by hash. */
export const defaultManifestPath = new URL('../trusted-documents.json', import.meta.url);

/**
 * The operations the web app may run, by hash (`sha256:<hex>`, as GraphQL Code Generator's client
 * preset names them). Read once at start-up; a request names one by `documentId` or by Apollo's
 * `extensions.persistedQuery.sha256Hash` (the same hex digest without the prefix).
 */
export class TrustedDocuments {
  readonly #byHash: ReadonlyMap<string, string>;

  constructor(manifest: Readonly<Record<string, string>>) {
    this.#byHash = new Map(Object.entries(manifest).map(([hash, document]) => [hash.replace(/^sha256:/, ''), document]));
  }

  static load(path: string | URL): TrustedDocuments {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object' || Object.values(parsed).some((v) => typeof v !== 'string')) {
      throw new Error(`${String(path)} is not a trusted-documents manifest ({ "sha256:<hex>": "<document>" })`);
    }
    return new TrustedDocuments(parsed as Record<string, string>);
  }

  get size(): number {
    return this.#byHash.size;
  }

  /** The document a hash names, or null. */
  find(hash: string): string | null {
    return this.#byHash.get(hash.replace(/^sha256:/, '')) ?? null;
  }
}
