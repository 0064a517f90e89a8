import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { OrganizationOpenJobsDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { JobCard, JobList } from './job-card.tsx';

/**
 * An organization's open jobs (for its page): `organizationOpportunities`, of which its admins also
 * get drafts, closed and expired jobs; only the open ones are listed here. Reads through Apollo
 * Client, so it waits for it (a skeleton meanwhile, on the server too).
 */
export function OrganizationOpenJobs({ slug }: { slug: string }) {
  return (
    <DataGate fallback={<ListSkeleton rows={2} />}>
      <OpenJobs slug={slug} />
    </DataGate>
  );
}

function OpenJobs({ slug }: { slug: string }) {
  const query = useQuery(OrganizationOpenJobsDocument, { variables: { slug } });
  const page = query.data?.organizationOpportunities;
  if (!page) {
    return query.loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the jobs.'} onRetry={() => void query.refetch()} />
    );
  }
  const open = page.results.filter((job) => job.status === 'OPEN');
  if (open.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No open jobs right now.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <JobList label="Open jobs">
        {open.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </JobList>
    </Stack>
  );
}
