import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { buildTrustedDocuments } from './trusted-documents-build.ts';
import { TrustedDocuments, defaultManifestPath } from './trusted-documents.ts';

describe('trusted documents', () => {
  it('are the web app\'s operations as they are now (run `npm run trusted-documents -w gateway` after changing them)', async () => {
    expect(JSON.parse(readFileSync(defaultManifestPath, 'utf8'))).toEqual(await buildTrustedDocuments());
  }, 60_000);

  it('are found by the client preset\'s `sha256:` id or by Apollo\'s bare digest', () => {
    const documents = new TrustedDocuments({ 'sha256:abc123': 'query Me { me { id } }' });
    expect(documents.find('sha256:abc123')).toBe('query Me { me { id } }');
    expect(documents.find('abc123')).toBe('query Me { me { id } }');
    expect(documents.find('sha256:other')).toBeNull();
  });
});
