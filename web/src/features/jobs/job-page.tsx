import { Avatar, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { formatDate } from '../../lib/format/dates.ts';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { useViewer } from '../auth/session.ts';
import { initials, JobBadges, JobFacts } from './job-card.tsx';
import type { JobPageData } from './load-jobs.ts';
import classes from './jobs.module.css';

// Reads through Apollo Client as the signed-in member, so downloaded once it has loaded.
const JobViewerPanel = lazy(() => import('./job-viewer.tsx').then((module) => ({ default: module.JobViewerPanel })));

/**
 * A job's page (/jobs/$id, public): the organization, title, terms, the ministry facts and the
 * text. It renders, on the server and while hydrating, from its loader's data (no Apollo Client);
 * beside it a signed-in member applies, sees their application or withdraws it, and the
 * organization's admins find its applicants, through the Apollo half loaded after hydration.
 */
export function JobPage({ data }: { data: JobPageData }) {
  const { job } = data;
  const viewer = useViewer();
  const dataLayer = useDataLayer();
  // Once per page, before Apollo Client can be created: its cache starts from the loader's data.
  useState(() =>
    dataLayer.prime(async (client) => {
      const live = await import('./job-viewer.tsx');
      live.writeJobToCache(client, job);
    }),
  );
  const organization = job.organization;
  return (
    <div className={classes.detail}>
      <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby="job-title">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="center">
            <Avatar src={organization?.profile.profileImageUrl} alt="" aria-hidden color="koinonia" radius="md" size={56}>
              {initials(organization?.name ?? job.jobTitle)}
            </Avatar>
            {organization ? (
              <AnchorLink to="/o/$slug" params={{ slug: organization.slug }} fw={600} className={classes.wrap}>
                {organization.name}
              </AnchorLink>
            ) : null}
          </Group>
          <Title order={1} size="h2" id="job-title" tabIndex={-1} className={classes.wrap}>
            {job.jobTitle}
          </Title>
          <JobBadges job={job} />
          <JobFacts job={job} />
          {job.publishedAt ? (
            <Text size="sm" c="dimmed">
              Posted {formatDate(job.publishedAt)}
            </Text>
          ) : null}
          <Section id="job-description" title="About the job" text={job.description} />
          {job.requirements ? <Section id="job-requirements" title="Requirements" text={job.requirements} /> : null}
          {job.benefits ? <Section id="job-benefits" title="Benefits" text={job.benefits} /> : null}
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="job-apply">
        <Stack gap="sm">
          <Title order={2} size="h4" id="job-apply">
            Apply
          </Title>
          {viewer ? (
            <DataGate fallback={<PanelSkeleton />}>
              <Suspense fallback={<PanelSkeleton />}>
                <JobViewerPanel job={job} />
              </Suspense>
            </DataGate>
          ) : job.status !== 'OPEN' ? (
            <Text size="sm">This job no longer takes applications.</Text>
          ) : (
            <>
              <Text size="sm">Sign in to apply with a message and an optional video.</Text>
              <ButtonLink to="/sign-in" search={{ redirect: `/jobs/${job.id}` }}>
                Sign in to apply
              </ButtonLink>
            </>
          )}
        </Stack>
      </Card>
    </div>
  );
}

function Section({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text component="div" className={classes.prose}>
        {text}
      </Text>
    </Stack>
  );
}

function PanelSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      <Skeleton height={14} width="70%" />
      <Skeleton height={80} />
      <Skeleton height={36} width={120} />
    </Stack>
  );
}
