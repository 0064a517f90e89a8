import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import {
  JobApplicantsDocument,
  SaveApplicationDocument,
  type ApplicationStatus,
  type JobApplicantsQuery,
  type JobDetailsFragment,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { JobList } from './job-card.tsx';
import { APPLICATION_STATUSES, applicationStatusColor, applicationStatusLabel, initials, nextApplicationStatuses, statusColors } from './job-labels.ts';
import classes from './jobs.module.css';

type Applicant = JobApplicantsQuery['organizationApplications']['results'][number];

/** A job's applicants, newest first, each with its message, video and status, which the admin moves on (the applicant is told). */
export function JobApplicants({ job }: { job: Pick<JobDetailsFragment, 'id'> }) {
  const query = useQuery(JobApplicantsDocument, { variables: { opportunityId: job.id, search: null, cursor: null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.organizationApplications;
  let body;
  if (!page) {
    body = query.loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the applicants.'} onRetry={() => void query.refetch()} />
    );
  } else if (page.results.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No one has applied yet. Applications appear here as they arrive.
      </Text>
    );
  } else {
    const loadMore = async () => {
      setLoadingMore(true);
      try {
        await query.fetchMore({
          variables: { cursor: page.cursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...previous,
            organizationApplications: {
              ...fetchMoreResult.organizationApplications,
              results: [...previous.organizationApplications.results, ...fetchMoreResult.organizationApplications.results],
            },
          }),
        });
      } catch (failure) {
        toastError(summarizeError(failure as Error).message ?? 'We could not load more applicants.');
      } finally {
        setLoadingMore(false);
      }
    };
    body = (
      <Stack gap="sm">
        <JobList label="Applicants">
          {page.results.map((application) => (
            <ApplicantRow key={application.id} application={application} />
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
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="job-applicants">
      <Stack gap="sm">
        <Title order={2} size="h4" id="job-applicants">
          Applicants
        </Title>
        {body}
      </Stack>
    </Card>
  );
}

function ApplicantRow({ application }: { application: Applicant }) {
  const [save, { loading }] = useDataMutation(SaveApplicationDocument);
  const { user } = application;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const next = nextApplicationStatuses(application.status);
  const move = async (status: ApplicationStatus) => {
    const { data, error } = await save({ variables: { id: application.id, status, mutationType: 'EDIT' } });
    if (data?.application) toastSuccess(`${name}'s application is now ${applicationStatusLabel(status).toLowerCase()}.`, 'Status changed');
    else toastError(summarizeError(error).message ?? 'We could not change the status.');
  };
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={user.profile.profileImageUrl} alt="" aria-hidden color="koinonia" radius="xl" size={44}>
          {initials(name)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text component="h3" fw={600} m={0} className={classes.wrap}>
              <AnchorLink to="/u/$slug" params={{ slug: user.slug }} c="var(--mantine-color-text)">
                {name}
              </AnchorLink>
            </Text>
            <Badge variant="light" {...statusColors(applicationStatusColor(application.status))}>
              {applicationStatusLabel(application.status)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Applied {formatDate(application.createdAt)}
          </Text>
          {application.message ? (
            <Text size="sm" className={classes.prose}>
              {application.message}
            </Text>
          ) : null}
          {application.video ? (
            <video
              controls
              preload="metadata"
              src={application.video.url}
              aria-label={`Video introduction of ${name}`}
              style={{ width: '100%', maxWidth: 480, borderRadius: 8, background: 'black' }}
            />
          ) : application.userVideoUrl ? (
            <Group gap={4}>
              <IconVideo size={16} aria-hidden />
              <Anchor href={application.userVideoUrl} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                Video introduction<span className="visually-hidden"> of {name} (opens in a new tab)</span>
              </Anchor>
            </Group>
          ) : null}
          {next.length > 0 ? (
            <NativeSelect
              label={`Status of ${name}'s application`}
              size="sm"
              maw={320}
              disabled={loading}
              value={application.status}
              data={APPLICATION_STATUSES.filter((option) => option.value === application.status || next.includes(option.value)).map((option) => ({
                value: option.value,
                label: option.value === application.status ? `${option.label} (now)` : `Move to ${option.label.toLowerCase()}`,
              }))}
              onChange={(event) => {
                const status = APPLICATION_STATUSES.find((option) => option.value === event.currentTarget.value)?.value;
                if (status && status !== application.status) void move(status);
              }}
            />
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
