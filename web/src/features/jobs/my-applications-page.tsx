import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useState } from 'react';
import { MyApplicationsDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { applicationStatusColor, applicationStatusLabel, statusColors } from './job-labels.ts';
import { JobList } from './job-card.tsx';
import classes from './jobs.module.css';

/** My applications (/applications): every job the member applied for, newest first, with where each stands. */
export function MyApplicationsPage() {
  return (
    <>
      <PageHeader title="My applications" description="The jobs you applied for, and where each application stands." />
      <DataGate fallback={<ListSkeleton rows={3} />}>
        <Applications />
      </DataGate>
    </>
  );
}

function Applications() {
  const query = useQuery(MyApplicationsDocument, { variables: { search: null, cursor: null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.userApplications;
  if (!page) {
    return query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load your applications.'} onRetry={() => void query.refetch()} />
    );
  }
  if (page.results.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState variant="light" icon={<IconBriefcase aria-hidden />} title="You have not applied for a job yet" description="Find a ministry job on the board and apply with a message and an optional video.">
          <EmptyState.Actions>
            <ButtonLink to="/jobs">Find jobs</ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          userApplications: { ...fetchMoreResult.userApplications, results: [...previous.userApplications.results, ...fetchMoreResult.userApplications.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more applications.');
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Stack gap="sm">
      <JobList label="My applications">
        {page.results.map((application) => (
          <Card key={application.id} component="li" withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text component="h3" fw={600} m={0} className={classes.wrap}>
                  {application.opportunity ? (
                    <AnchorLink to="/jobs/$id" params={{ id: application.opportunityId }} c="var(--mantine-color-text)">
                      {application.opportunity.jobTitle}
                    </AnchorLink>
                  ) : (
                    'A job that is no longer listed'
                  )}
                </Text>
                <Badge variant="light" {...statusColors(applicationStatusColor(application.status))}>
                  {applicationStatusLabel(application.status)}
                </Badge>
              </Group>
              {application.opportunity?.organization ? (
                <Text size="sm" c="dimmed">
                  {application.opportunity.organization.name}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                Applied {formatDate(application.createdAt)}
                {application.updatedAt !== application.createdAt ? ` · updated ${formatDate(application.updatedAt)}` : ''}
                {application.isOpportunityClosed ? ' · the job no longer takes applications' : ''}
              </Text>
            </Stack>
          </Card>
        ))}
      </JobList>
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
