import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Checkbox, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ModerationQueueDocument, ReviewReportsDocument, type ReportAction } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { ACTION_WORDS, queueVariables, type StatusFilter, type TypeFilter } from './moderation-rules.ts';
import classes from './moderation.module.css';
import { ReportItem } from './report-item.tsx';
import { ReviewBar } from './review-bar.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Who sees nothing here, and why; or an empty queue. */
function Nothing({ reviewer, pendingOnly }: { reviewer: boolean; pendingOnly: boolean }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      {reviewer ? (
        <EmptyState
          variant="light"
          icon={<IconShieldCheck aria-hidden />}
          title={pendingOnly ? 'Nothing to review' : 'No reports here'}
          description={pendingOnly ? 'Every report has been reviewed. New ones will show up here.' : 'No report matches these filters.'}
        />
      ) : (
        <EmptyState
          variant="light"
          icon={<IconShieldOff aria-hidden />}
          title="You are not a reviewer"
          description="Reports are reviewed by the admins of the group the content is in, and by platform admins. When you are one, the reports to review show up here."
        />
      )}
    </Card>
  );
}

/**
 * The reports of one filter, newest first, with "load more". Pending ones can be selected (one by
 * one or all those loaded) and reviewed together; the list is loaded again after a review, so
 * reports another moderator closed meanwhile go too. Needs Apollo Client: render it inside a DataGate.
 */
export function ModerationQueue({ status, type }: { status: StatusFilter; type: TypeFilter }) {
  // From the network every time it is shown: another reviewer may have acted since.
  const query = useQuery(ModerationQueueDocument, { variables: queueVariables(status, type), fetchPolicy: 'cache-and-network' });
  const [review] = useDataMutation(ReviewReportsDocument);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReportAction | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // What the last review did, shown above the list (which it changed) until the next one.
  const [done, setDone] = useState<string | null>(null);
  const page = query.data?.reports;
  const doneNote = done ? (
    <Alert variant="light" color="green" c="dark.7" icon={<IconCircleCheck aria-hidden />} withCloseButton closeButtonLabel="Dismiss this message" onClose={() => setDone(null)}>
      {done}
    </Alert>
  ) : null;

  if (!page) {
    return query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the reports.'} onRetry={() => void query.refetch()} />
    );
  }
  if (page.results.length === 0) {
    return (
      <Stack gap="md">
        {doneNote}
        <Nothing reviewer={page.viewerIsReviewer} pendingOnly={status === 'PENDING'} />
      </Stack>
    );
  }

  const pendingIds = page.results.filter((report) => report.status === 'PENDING').map((report) => report.id);
  const chosen = pendingIds.filter((id) => selected.has(id));
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const decide = async (action: ReportAction, notes: string): Promise<boolean> => {
    setBusy(action);
    const { data, error } = await review({ variables: { reportIds: chosen, actionTaken: action, moderatorNotes: notes || null } });
    setBusy(null);
    if (!data?.reviewMultipleReports) {
      toastError(summarizeError(error).message ?? 'The reports could not be reviewed. Please try again.');
      // Someone else reviewed one of them first: show the queue as it is now.
      if (errorCode(error) === 'CONFLICT') void query.refetch();
      return false;
    }
    const outcome = `${plural(chosen.length, 'report', 'reports')} ${ACTION_WORDS[action].done}.`;
    setSelected(new Set());
    // The reviewed reports leave the list (and their checkboxes with them): focus goes to the heading.
    document.querySelector<HTMLElement>('main h1')?.focus();
    setDone(outcome);
    announce(outcome);
    await query.refetch();
    return true;
  };

  const loadMore = async () => {
    if (!page.cursor) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          reports: { ...fetchMoreResult.reports, results: [...previous.reports.results, ...fetchMoreResult.reports.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more reports.');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="md">
      {doneNote}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(page.totalCount, 'report', 'reports')}
        </Text>
        {pendingIds.length > 0 ? (
          <Checkbox
            label="Select all pending reports shown"
            checked={chosen.length === pendingIds.length}
            indeterminate={chosen.length > 0 && chosen.length < pendingIds.length}
            onChange={(event) => setSelected(new Set(event.currentTarget.checked ? pendingIds : []))}
          />
        ) : null}
      </Group>
      <Card withBorder radius="lg" padding={0}>
        <ul className={classes.list} aria-label="Reports">
          {page.results.map((report) => (
            <ReportItem key={report.id} report={report} selected={selected.has(report.id)} onSelect={(on) => select(report.id, on)} />
          ))}
        </ul>
      </Card>
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more reports
        </Button>
      ) : null}
      {pendingIds.length > 0 ? <ReviewBar count={chosen.length} busy={busy} onReview={decide} /> : null}
    </Stack>
  );
}
