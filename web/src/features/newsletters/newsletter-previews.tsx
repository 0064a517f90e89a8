import { useQuery } from '@apollo/client/react';
import { Card, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { NewsletterPreviewDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';

/**
 * Two versions of the newsletter side by side (the latest and the one before it, by default),
 * each exactly the e-mail that is sent, in a sandboxed frame: no script runs and no link opens
 * inside the page.
 */
export function NewsletterPreviews({ id, version }: { id: string; version: number }) {
  const [left, setLeft] = useState(Math.max(1, version - 1));
  const [right, setRight] = useState(version);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <VersionPreview id={id} latest={version} version={Math.min(left, version)} onVersion={setLeft} side="left" />
      <VersionPreview id={id} latest={version} version={Math.min(right, version)} onVersion={setRight} side="right" />
    </SimpleGrid>
  );
}

function VersionPreview({ id, latest, version, onVersion, side }: { id: string; latest: number; version: number; onVersion: (version: number) => void; side: string }) {
  const query = useQuery(NewsletterPreviewDocument, { variables: { id, version } });
  const preview = query.data?.newsletterPreview;
  const versions = Array.from({ length: latest }, (_, index) => latest - index);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <NativeSelect
          label={`Version (${side})`}
          value={String(version)}
          onChange={(event) => onVersion(Number(event.currentTarget.value))}
          data={versions.map((number) => ({ value: String(number), label: number === latest ? `Version ${number} (latest)` : `Version ${number}` }))}
        />
        {preview ? (
          <>
            <Text size="sm">
              <strong>Subject:</strong> {preview.subject}
            </Text>
            <iframe
              title={`Preview of version ${preview.version}`}
              srcDoc={preview.html}
              sandbox=""
              style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
            />
          </>
        ) : query.error ? (
          <LoadError message={summarizeError(query.error).message ?? 'We could not render the preview.'} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton height={560} aria-label="Loading the preview" />
        )}
      </Stack>
    </Card>
  );
}
