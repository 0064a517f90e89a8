// Written by `npm run codegen` (web/scripts/first-paint-hashes.ts); do not edit.
/** The `Me` query's hash, as gateway/trusted-documents.json names it. */
export const meQueryHash = 'sha256:7fe27badb9e1e0e792a0827c170ef5afcc7b805d1594780e5ff32eb3d8e23099';
