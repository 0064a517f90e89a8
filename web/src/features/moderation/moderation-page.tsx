import { Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { searchFor, STATUS_FILTERS, statusFilter, TYPE_FILTERS, typeFilter, type ModerationSearch } from './moderation-rules.ts';

const ModerationQueue = lazy(() => import('./moderation-queue.tsx').then((module) => ({ default: module.ModerationQueue })));

/** One row of filter links; the current one is marked for screen readers too (aria-current). */
function FilterLinks<V extends string>({ label, choices, current, searchOf }: {
  label: string;
  choices: readonly { value: V; label: string }[];
  current: V;
  searchOf: (value: V) => ModerationSearch;
}) {
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Text size="sm" fw={600} component="span" id={`moderation-filter-${label}`} miw={56}>
        {label}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={`moderation-filter-${label}`} wrap="wrap">
        {choices.map((choice) => (
          <ButtonLink
            key={choice.value}
            to="/moderation"
            search={searchOf(choice.value)}
            replace
            size="xs"
            radius="xl"
            variant={choice.value === current ? 'filled' : 'default'}
            aria-current={choice.value === current ? 'page' : undefined}
          >
            {choice.label}
          </ButtonLink>
        ))}
      </Group>
    </Group>
  );
}

/**
 * The moderation queue (/moderation?status=&type=): the reports the member reviews, as a group's
 * admin or a platform admin, what waits first; filters are links, so the address keeps them. The
 * list needs Apollo Client, which loads after the first paint (DataGate).
 */
export function ModerationPage({ search }: { search: ModerationSearch }) {
  const status = statusFilter(search);
  const type = typeFilter(search);
  return (
    <>
      <PageHeader title="Moderation" description="Reports of posts, comments, prayers and chat messages in the groups you administer, or everywhere for platform admins." />
      <Stack gap="md" maw={820}>
        <Stack gap="xs">
          <FilterLinks label="Status" choices={STATUS_FILTERS} current={status} searchOf={(value) => searchFor(value, type)} />
          <FilterLinks label="Type" choices={TYPE_FILTERS} current={type} searchOf={(value) => searchFor(status, value)} />
        </Stack>
        <DataGate fallback={<ListSkeleton rows={3} />}>
          <Suspense fallback={<ListSkeleton rows={3} />}>
            {/* A list per filter: a selection made in one is not carried to another. */}
            <ModerationQueue key={`${status}/${type}`} status={status} type={type} />
          </Suspense>
        </DataGate>
      </Stack>
    </>
  );
}
