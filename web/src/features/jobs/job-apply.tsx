import { Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { useViewer } from '../auth/session.ts';
import type { JobPageData } from './load-jobs.ts';
import { PanelSkeleton } from './panel-skeleton.tsx';

// Reads through Apollo Client as the signed-in member, so downloaded once it has loaded.
const JobViewerPanel = lazy(() => import('./job-viewer.tsx').then((module) => ({ default: module.JobViewerPanel })));

/**
 * The job page's "Apply": a signed-in member applies, sees their application or withdraws it, and
 * the organization's admins find its applicants; a visitor is asked to sign in.
 */
export function JobApply({ job }: { job: JobPageData['job'] }) {
  const viewer = useViewer();
  if (viewer) {
    return (
      <DataGate fallback={<PanelSkeleton />}>
        <Suspense fallback={<PanelSkeleton />}>
          <JobViewerPanel job={job} />
        </Suspense>
      </DataGate>
    );
  }
  if (job.status !== 'OPEN') return <Text size="sm">This job no longer takes applications.</Text>;
  return (
    <>
      <Text size="sm">Sign in to apply with a message and an optional video.</Text>
      <ButtonLink to="/sign-in" search={{ redirect: `/jobs/${job.id}` }}>
        Sign in to apply
      </ButtonLink>
    </>
  );
}
