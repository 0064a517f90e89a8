import { writeFileSync } from 'node:fs';
import { buildTrustedDocuments } from './trusted-documents-build.ts';
import { defaultManifestPath } from './trusted-documents.ts';

// `npm run trusted-documents -w gateway`: the manifest the gateway reads when TRUSTED_DOCUMENTS=true.
const manifest = await buildTrustedDocuments();
writeFileSync(defaultManifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${Object.keys(manifest).length} trusted operations written to gateway/trusted-documents.json`);
