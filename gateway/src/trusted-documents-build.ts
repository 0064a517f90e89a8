import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const path = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The web app's operations by hash, made by GraphQL Code Generator's client preset from
 * `web/src/**\/*.graphql` exactly as the web app's own codegen embeds the hashes (sha256 of the
 * normalized document, with `__typename` added as Apollo Client's cache needs it).
 */
export async function buildTrustedDocuments(): Promise<Record<string, string>> {
  const outputDir = path('../.trusted-documents/');
  const files = (await generate(
    {
      schema: path('../schema.graphql'),
      documents: [path('../../web/src/**/*.graphql')],
      silent: true,
      generates: {
        [outputDir]: {
          preset: 'client',
          presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
          documentTransforms: [addTypenameSelectionDocumentTransform],
        },
      },
    },
    false,
  )) as { filename: string; content: string }[];
  const manifest = files.find((file) => file.filename.endsWith('persisted-documents.json'));
  if (!manifest) throw new Error('GraphQL Code Generator wrote no persisted-documents.json');
  return JSON.parse(manifest.content) as Record<string, string>;
}
