import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { print, type DocumentNode } from 'graphql';

/** What GraphQL Code Generator's client preset embeds in each document (codegen.ts, persistedDocuments). */
interface HashedDocument extends DocumentNode {
  readonly __meta__?: { readonly hash?: string };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends each operation by its hash alone, which the gateway looks up among the web app's operations
 * (gateway/trusted-documents.json). A gateway with `TRUSTED_DOCUMENTS=true` runs nothing else; one
 * without it answers an unknown hash with PERSISTED_QUERY_NOT_FOUND and the link then sends the text.
 * A document not made by codegen has no embedded hash and is hashed as Apollo hashes by default.
 */
export function createTrustedDocumentsLink(): PersistedQueryLink {
  return new PersistedQueryLink({
    generateHash: (document) => embeddedHash(document) ?? sha256Hex(print(document)),
  });
}

/** The hex digest codegen embedded in one of the web app's documents, or null for any other document. */
export function embeddedHash(document: DocumentNode): string | null {
  return (document as HashedDocument).__meta__?.hash?.replace(/^sha256:/, '') ?? null;
}
