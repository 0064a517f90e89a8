import { Card, EmptyState, Stack, Tabs } from '@mantine/core';
import { IconPray } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { FormCardSkeleton, ListSkeleton } from '../../lib/ui/skeletons.tsx';
import classes from '../feed/feed.module.css';
import { DEFAULT_FILTER, filterByParam, PRAYER_FILTERS } from './prayer-rules.ts';

const PrayerList = lazy(() => import('./prayer-list.tsx').then((module) => ({ default: module.PrayerList })));
const PrayerForm = lazy(() => import('./prayer-form.tsx').then((module) => ({ default: module.PrayerForm })));


/**
 * The prayer wall (/prayers?filter=): ask for prayer, then the requests the member may see
 * (their connections', everyone's and their own), filtered: all, still praying, answered, mine.
 */
export function PrayerPage({ filter }: { filter?: string }) {
  const navigate = useNavigate();
  const current = filterByParam(filter) ?? DEFAULT_FILTER;
  const select = (value: string | null) => {
    const next = filterByParam(value) ?? DEFAULT_FILTER;
    void navigate({ to: '/prayers', search: { filter: next === DEFAULT_FILTER ? undefined : next.param }, replace: true });
  };

  return (
    <>
      <PageHeader title="Prayer" description="Carry each other's burdens: ask for prayer, pray for others, and share how God answers." />
      <Stack gap="lg" maw={720}>
        <DataGate fallback={<FormCardSkeleton />}>
          <Suspense fallback={<FormCardSkeleton />}>
            <PrayerForm />
          </Suspense>
        </DataGate>
        <Tabs value={current.param} onChange={select} keepMounted={false}>
          <Tabs.List aria-label="Which prayer requests to show" className={classes.scopeList}>
            {PRAYER_FILTERS.map((choice) => (
              <Tabs.Tab key={choice.param} value={choice.param}>
                {choice.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PRAYER_FILTERS.map((choice) => (
            <Tabs.Panel key={choice.param} value={choice.param} pt="md">
              <DataGate fallback={<ListSkeleton rows={3} />}>
                <Suspense fallback={<ListSkeleton rows={3} />}>
                  <PrayerList
                    filter={choice.filter}
                    label={`Prayer requests: ${choice.label}`}
                    empty={
                      <Card withBorder radius="lg" padding="xl">
                        <EmptyState variant="light" icon={<IconPray aria-hidden />} title={choice.empty} description={choice.emptyText} />
                      </Card>
                    }
                  />
                </Suspense>
              </DataGate>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
