import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's one h1 (focused after each navigation, see use-route-focus) and an optional intro. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1} size="h2" tabIndex={-1}>
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions}
    </Group>
  );
}
