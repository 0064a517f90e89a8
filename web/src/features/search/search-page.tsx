import { Card, EmptyState } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { PageHeader } from '../../lib/ui/page-header.tsx';

/** Search results for ?q= (the search service is not built yet: a clear coming-soon state). */
export function SearchPage({ query }: { query?: string }) {
  return (
    <>
      <PageHeader title={query ? `Results for “${query}”` : 'Search'} />
      <Card withBorder radius="lg" padding="xl">
        <EmptyState
          variant="light"
          size="lg"
          icon={<IconSearch aria-hidden />}
          title="Search is coming soon"
          description="Soon you will find people, organizations, groups, events and jobs here."
        />
      </Card>
    </>
  );
}
