import { Button, Center, EmptyState } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function NotFoundPage({ what = 'page' }: { what?: string }) {
  return (
    <Center mih="50vh" p="md">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconCompass aria-hidden />}
        title={<span role="heading" aria-level={1}>{`We could not find that ${what}`}</span>}
        description="The link may be broken, or the page may have moved."
      >
        <EmptyState.Actions>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
