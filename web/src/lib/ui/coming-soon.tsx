import { Button, Card, EmptyState, Group, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';

/** A screen that is not built yet: a clear "coming soon" state rather than a broken link. */
export function ComingSoon({ title, description, icon }: { title: string; description: string; icon?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder padding="xl" radius="lg">
        <EmptyState
          variant="light"
          size="lg"
          icon={icon ?? <IconTools aria-hidden />}
          title={`${title} is coming soon`}
          description={description}
        >
          <EmptyState.Actions>
            <Group justify="center">
              <Button component={Link} to="/profile">
                Complete your profile
              </Button>
            </Group>
          </EmptyState.Actions>
        </EmptyState>
        <Text ta="center" size="sm" c="dimmed" mt="md">
          We are building this part of Koinonia now.
        </Text>
      </Card>
    </>
  );
}
