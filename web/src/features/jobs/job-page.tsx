import { Avatar, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { initials } from './job-labels.ts';
import type { JobPageData } from './load-jobs.ts';
import { PanelSkeleton } from './panel-skeleton.tsx';
import classes from './jobs.module.css';

// Not in the first load: "Apply" is behind interaction, and the badges and dates are text with
// nothing to hydrate. The server renders them, and hydration keeps that markup until their code has
// arrived; a page reached by a link shows a placeholder for that moment.
const JobApply = lazy(() => import('./job-apply.tsx').then((module) => ({ default: module.JobApply })));
const JobOverview = lazy(() => import('./job-overview.tsx').then((module) => ({ default: module.JobOverview })));

/**
 * A job's page (/jobs/$id, public): the organization, title, terms, the ministry facts and the
 * text. It renders, on the server and while hydrating, from its loader's data (no Apollo Client);
 * beside it a signed-in member applies, sees their application or withdraws it, and the
 * organization's admins find its applicants, through the Apollo half loaded after hydration.
 */
export function JobPage({ data }: { data: JobPageData }) {
  const { job } = data;
  const dataLayer = useDataLayer();
  // Once per page, before Apollo Client can be created: its cache starts from the loader's data.
  useState(() =>
    dataLayer.prime(async (client) => {
      const { writeJobToCache } = await import('./job-cache.ts');
      writeJobToCache(client, job);
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
          <Suspense fallback={<Skeleton height={72} />}>
            <JobOverview job={job} />
          </Suspense>
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
          <Suspense fallback={<PanelSkeleton />}>
            <JobApply job={job} />
          </Suspense>
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
