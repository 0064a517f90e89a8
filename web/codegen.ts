import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const repoRoot = resolve(import.meta.dirname, '..');
const composedSchema = resolve(repoRoot, 'gateway/schema.graphql');

// The composed public schema is the contract once the gateway publishes it; until then, the
// identity subgraph's SDL (with the federation directives defined by a small prelude) is.
const schema = existsSync(composedSchema)
  ? [composedSchema]
  : [
      resolve(repoRoot, 'services/identity/src/users/users.graphql'),
      resolve(import.meta.dirname, 'schema/federation-prelude.graphql'),
    ];

const config: CodegenConfig = {
  schema,
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    './src/__generated__/graphql/': {
      preset: 'client',
      // Each document carries its hash (`__meta__.hash`), which the Apollo link sends instead of the
      // text; gateway/trusted-documents.json holds the same hashes (made the same way, with the
      // `__typename` Apollo Client adds).
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        defaultScalarType: 'unknown',
        scalars: { DateTime: 'string' },
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;
