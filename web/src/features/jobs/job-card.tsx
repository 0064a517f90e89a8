import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendarDue, IconCash, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { JobListItemFragment } from '../../__generated__/graphql/graphql.ts';
import { formatCalendarDate, formatDate } from '../../lib/format/dates.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { JOB_STATUS_COLORS, formatPay, initials, jobStatusLabel, jobTypeLabel, ministryTags, workplaceLabel, statusColors } from './job-labels.ts';
import classes from './jobs.module.css';

/** Type, workplace, state (when not open) and the ministry facts of a job, as badges. */
export function JobBadges({ job }: { job: JobListItemFragment }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="koinonia">
        {jobTypeLabel(job.type)}
      </Badge>
      <Badge variant="light" color="gray" leftSection={<IconMapPin size={12} aria-hidden />}>
        {workplaceLabel(job.workplace)}
      </Badge>
      {job.status === 'OPEN' ? null : (
        <Badge variant="light" {...statusColors(JOB_STATUS_COLORS[job.status])}>
          {jobStatusLabel(job.status)}
        </Badge>
      )}
      {ministryTags(job).map((tag) => (
        <Badge key={tag} variant="outline" color="gray">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** Pay and deadline of a job, one line each. */
export function JobFacts({ job }: { job: JobListItemFragment }) {
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <IconCash size={16} aria-hidden />
        <Text size="sm">{formatPay(job)}</Text>
      </Group>
      {job.deadline ? (
        <Group gap={4} wrap="nowrap">
          <IconCalendarDue size={16} aria-hidden />
          <Text size="sm">Apply by {formatCalendarDate(job.deadline)}</Text>
        </Group>
      ) : null}
    </Group>
  );
}

/**
 * One job in a list: organization, title linking to the job (`link` replaces that link, e.g. with its
 * management page), badges, pay, deadline and when it was posted; `actions` at its end.
 */
export function JobCard({ job, link, actions }: { job: JobListItemFragment; link?: ReactNode; actions?: ReactNode }) {
  const organization = job.organization;
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={organization?.profile.profileImageUrl} alt="" aria-hidden color="koinonia" radius="md" size={48}>
          {initials(organization?.name ?? job.jobTitle)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text component="h3" fw={600} size="md" m={0} className={classes.wrap}>
            {link ?? (
              <AnchorLink to="/jobs/$id" params={{ id: job.id }} c="var(--mantine-color-text)">
                {job.jobTitle}
              </AnchorLink>
            )}
          </Text>
          {organization ? (
            <Text size="sm" c="dimmed" className={classes.wrap}>
              {organization.name}
            </Text>
          ) : null}
          <JobBadges job={job} />
          <JobFacts job={job} />
          <Text size="xs" c="dimmed">
            {job.publishedAt ? `Posted ${formatDate(job.publishedAt)}` : `Created ${formatDate(job.createdAt)}`}
          </Text>
          {actions}
        </Stack>
      </Group>
    </Card>
  );
}

export function JobList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}
