import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { summarizeError } from '../apollo/transport-errors.ts';

/** Each route's error boundary: says what failed and offers a retry that reloads the route's data. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = summarizeError(error instanceof Error ? error : null).message ?? 'Something went wrong.';
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center mih="50vh" p="md">
      <Stack maw={520} w="100%" gap="md">
        <Title order={1} size="h2" tabIndex={-1}>
          This page could not be loaded
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="What went wrong">
          <Text size="sm">{message}</Text>
        </Alert>
        <Group>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={retry}>
            Try again
          </Button>
          <Button variant="default" component="a" href="/">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
