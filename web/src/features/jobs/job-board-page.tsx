import { Button, Card, EmptyState, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBriefcase, IconFileText, IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { AnchorLink, ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { JobCard, JobList } from './job-card.tsx';
import { JOB_TYPES, WORKPLACES } from './job-labels.ts';
import { hasFilters, parseJobBoardSearch, type JobBoardSearch } from './job-board-search.ts';
import type { JobBoardData, JobBoardPageData } from './load-jobs.ts';
import classes from './jobs.module.css';

const ANY = { value: '', label: 'Any' };

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
          <JobFilters key={`filters-${searchKey}`} search={search} />
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

/** The search form: a GET form to /jobs whose fields are the address's parameters; a choice applies at once. */
function JobFilters({ search }: { search: JobBoardSearch }) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => {
    const values = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
    void navigate({ to: '/jobs', search: parseJobBoardSearch(values) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChoice = (event: { currentTarget: HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const yesNo = (yes: string, no: string) => [ANY, { value: 'yes', label: yes }, { value: 'no', label: no }];
  return (
    <Card withBorder radius="lg" padding="md" component="form" role="search" aria-label="Search jobs" method="get" action="/jobs" onSubmit={submit}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            name="q"
            label="Search jobs"
            type="search"
            placeholder="Title, words in the description, denomination"
            leftSection={<IconSearch size={16} aria-hidden />}
            defaultValue={search.q ?? ''}
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <NativeSelect name="type" label="Job type" data={[ANY, ...JOB_TYPES]} defaultValue={search.type ?? ''} onChange={onChoice} />
          <NativeSelect name="workplace" label="Remote or on site" data={[ANY, ...WORKPLACES]} defaultValue={search.workplace ?? ''} onChange={onChoice} />
          <TextInput name="denomination" label="Denomination" placeholder="e.g. Baptist" defaultValue={search.denomination ?? ''} />
          <NativeSelect name="ordination" label="Ordination" data={yesNo('Required', 'Not required')} defaultValue={search.ordination ?? ''} onChange={onChoice} />
          <NativeSelect name="bivocational" label="Bivocational" data={yesNo('Bivocational', 'Not bivocational')} defaultValue={search.bivocational ?? ''} onChange={onChoice} />
          <NativeSelect name="housing" label="Housing" data={yesNo('Provided', 'Not provided')} defaultValue={search.housing ?? ''} onChange={onChoice} />
        </SimpleGrid>
        {hasFilters(search) ? (
          <ButtonLink to="/jobs" variant="subtle" size="xs" style={{ alignSelf: 'flex-start' }}>
            Clear search and filters
          </ButtonLink>
        ) : null}
      </Stack>
    </Card>
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
