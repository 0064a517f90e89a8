import { Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconFileText, IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { JobCard, JobList } from './job-card.tsx';
import { hasFilters, type JobBoardSearch } from './job-board-search.ts';
import type { JobBoardData, JobBoardPageData } from './load-jobs.ts';
import classes from './jobs.module.css';

// The filters' code (Mantine's inputs and selects, 7 KB gzip) is not in the first download: the
// server renders them as a plain GET form that works before any script runs, and hydration keeps
// that markup until their code has arrived. A board reached by a link shows a placeholder of the
// same size for that moment.
const JobFilters = lazy(() => import('./job-filters.tsx').then((module) => ({ default: module.JobFilters })));

/**
 * The job board (/jobs, public): full-text search and the ministry filters, which live in the
 * address (a plain GET form, so it works before the page hydrates and every search can be linked
 * to), open jobs newest first with "Load more", and the latest jobs beside an unfiltered board.
 * It renders from the loader's data; only "Load more" reads through Apollo Client.
 */
export function JobBoardPage({ data, search }: { data: JobBoardData; search: JobBoardSearch }) {
  const viewer = useViewer();
  const filtered = hasFilters(search);
  const searchKey = JSON.stringify(search);
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Ministry jobs from churches and ministries: pastors, staff, volunteers and interns."
        actions={
          viewer ? (
            <Group gap="xs" wrap="wrap">
              <ButtonLink to="/applications" variant="default" leftSection={<IconFileText size={16} aria-hidden />}>
                My applications
              </ButtonLink>
              <ButtonLink to="/jobs/manage" variant="default" leftSection={<IconSettings size={16} aria-hidden />}>
                Manage jobs
              </ButtonLink>
              <ButtonLink to="/jobs/new" leftSection={<IconPlus size={16} aria-hidden />}>
                Post a job
              </ButtonLink>
            </Group>
          ) : null
        }
      />
      <div className={classes.board}>
        <Stack gap="md" miw={0}>
          {/* A new search starts both afresh: the form from the address, the results from the loader's first page. */}
          <Suspense fallback={<Skeleton className={classes.filtersPlaceholder} radius="lg" />}>
            <JobFilters key={`filters-${searchKey}`} search={search} />
          </Suspense>
          <Results key={`results-${searchKey}`} first={data.page} search={search} filtered={filtered} />
        </Stack>
        {data.recent.length > 0 ? (
          <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="recent-jobs">
            <Title order={2} size="h4" id="recent-jobs" mb="sm">
              Recently posted
            </Title>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {data.recent.map((job) => (
                <li key={job.id}>
                  <AnchorLink to="/jobs/$id" params={{ id: job.id }} size="sm" fw={600} className={classes.wrap}>
                    {job.jobTitle}
                  </AnchorLink>
                  <Text size="xs" c="dimmed" className={classes.wrap}>
                    {job.organization?.name}
                  </Text>
                </li>
              ))}
            </Stack>
          </Card>
        ) : null}
      </div>
    </>
  );
}

/** The jobs found: the loader's first page, then the pages "Load more" adds. */
function Results({ first, search, filtered }: { first: JobBoardPageData; search: JobBoardSearch; filtered: boolean }) {
  const dataLayer = useDataLayer();
  const [pages, setPages] = useState<JobBoardPageData[]>([first]);
  const [loadingMore, setLoadingMore] = useState(false);
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const last = pages[pages.length - 1] ?? first;
  const jobs = pages.flatMap((page) => page.results);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const { loadMoreJobs } = await import('./load-jobs.ts');
      const next = await loadMoreJobs(dataLayer, search, last.cursor);
      setPages((current) => [...current, next]);
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more jobs.');
    } finally {
      setLoadingMore(false);
    }
  };

  const count = jobs.length === 1 ? '1 job' : `${jobs.length} jobs`;
  return (
    <Stack gap="sm" aria-busy={navigating}>
      <Text size="sm" c="dimmed" role="status">
        {navigating ? 'Searching…' : jobs.length === 0 ? ' ' : last.hasNextPage ? `Showing the first ${count}` : `${count}${filtered ? ' found' : ' open'}`}
      </Text>
      {jobs.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState
            variant="light"
            icon={filtered ? <IconSearch aria-hidden /> : <IconBriefcase aria-hidden />}
            title={filtered ? 'No jobs match your search' : 'There are no open jobs yet'}
            description={
              filtered
                ? 'Try fewer filters, another word, or a broader denomination.'
                : 'When churches and ministries post jobs, they appear here. Check back soon.'
            }
          >
            {filtered ? (
              <EmptyState.Actions>
                <ButtonLink to="/jobs" variant="default">
                  Clear search and filters
                </ButtonLink>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Card>
      ) : (
        <JobList label="Jobs">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </JobList>
      )}
      {last.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
