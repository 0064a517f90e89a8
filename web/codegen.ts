import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

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
      presetConfig: { fragmentMasking: false },
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
