import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useDataLayer, useLoadedClient } from '../apollo/data-layer.tsx';

/**
 * For member pages whose data is the member's own (connections, blocks, search as them): the
 * server renders them anonymously, so it draws `fallback` (a skeleton) and the browser fetches
 * the data once Apollo Client has loaded. Hydration sees `fallback` on both sides (the server
 * snapshot is always "not loaded"); a page reached by a link after the client loaded renders at once.
 */
export function useDataClientReady(): { ready: boolean; failed: boolean; retry: () => void } {
  const data = useDataLayer();
  const client = useLoadedClient(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!client) data.ready().catch(() => setFailed(true));
  }, [client, data]);
  const retry = useCallback(() => {
    setFailed(false);
    data.ready().catch(() => setFailed(true));
  }, [data]);
  return { ready: client !== null, failed, retry };
}

export function DataGate({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { ready, failed, retry } = useDataClientReady();
  if (ready) return children;
  if (failed) return <LoadError message="We could not load this page's data. Check your connection and try again." onRetry={retry} />;
  return fallback;
}

/** A list or section that could not be loaded, with a retry. */
export function LoadError({ title = 'This could not be loaded', message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry ? (
          <Button size="xs" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
