import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown in place of a page while its route change is pending (spec section 2). */
export function RoutePending() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      </Stack>
    </Center>
  );
}
