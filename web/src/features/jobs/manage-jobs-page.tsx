import { useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBriefcase, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { MyOrganizationsJobsDocument, type OpportunityType } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';
import { JobCard, JobList } from './job-card.tsx';
import { JOB_TYPES, formatMoney } from './job-labels.ts';

/** Manage jobs (/jobs/manage): every job of the organizations the member administers, whatever its state. */
export function ManageJobsPage() {
  return (
    <>
      <PageHeader
        title="Manage jobs"
        description="Your organizations' jobs: drafts, those awaiting payment, open and closed."
        actions={
          <ButtonLink to="/jobs/new" leftSection={<IconPlus size={16} aria-hidden />}>
            Post a job
          </ButtonLink>
        }
      />
      <DataGate fallback={<ListSkeleton rows={3} />}>
        <OrganizationsJobs />
      </DataGate>
    </>
  );
}

function OrganizationsJobs() {
  const [typed, setTyped] = useState('');
  const [type, setType] = useState<OpportunityType | ''>('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const query = useQuery(MyOrganizationsJobsDocument, { variables: { search: search || null, opportunityType: type || null, cursor: null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.myOrganizationsOpportunities;
  const filtered = search !== '' || type !== '';

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          myOrganizationsOpportunities: {
            ...fetchMoreResult.myOrganizationsOpportunities,
            results: [...previous.myOrganizationsOpportunities.results, ...fetchMoreResult.myOrganizationsOpportunities.results],
          },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more jobs.');
    } finally {
      setLoadingMore(false);
    }
  };

  let body;
  if (!page) {
    body = query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load your jobs.'} onRetry={() => void query.refetch()} />
    );
  } else if (page.results.length === 0) {
    body = (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState
          variant="light"
          icon={filtered ? <IconSearch aria-hidden /> : <IconBriefcase aria-hidden />}
          title={filtered ? 'No jobs match' : 'Your organizations have no jobs yet'}
          description={filtered ? 'Try another word of the title, or another type.' : "Post a job for an organization you administer; it appears here with its applicants."}
        >
          {filtered ? null : (
            <EmptyState.Actions>
              <ButtonLink to="/jobs/new">Post a job</ButtonLink>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Card>
    );
  } else {
    body = (
      <Stack gap="sm">
        <JobList label="Your organizations' jobs">
          {page.results.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              link={
                <AnchorLink to="/jobs/manage/$id" params={{ id: job.id }} c="var(--mantine-color-text)">
                  {job.jobTitle}
                </AnchorLink>
              }
              actions={
                job.status === 'AWAITING_PAYMENT' && job.feeDue != null ? (
                  <Text size="sm" c="yellow.9">
                    {formatMoney(job.feeDue)} to pay before it opens
                  </Text>
                ) : null
              }
            />
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

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search by title"
          type="search"
          maxLength={maxLength.search}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          maw={420}
        />
        <NativeSelect
          label="Job type"
          data={[{ value: '', label: 'Any' }, ...JOB_TYPES]}
          value={type}
          onChange={(event) => setType(JOB_TYPES.find((option) => option.value === event.currentTarget.value)?.value ?? '')}
        />
      </Group>
      {body}
    </Stack>
  );
}
