import { Text } from '@mantine/core';
import type { JobDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { JobBadges, JobFacts } from './job-card.tsx';

/** A job's badges, pay, deadline and when it was posted, under its title on the job page. */
export function JobOverview({ job }: { job: JobDetailsFragment }) {
  return (
    <>
      <JobBadges job={job} />
      <JobFacts job={job} />
      {job.publishedAt ? (
        <Text size="sm" c="dimmed">
          Posted {formatDate(job.publishedAt)}
        </Text>
      ) : null}
    </>
  );
}
