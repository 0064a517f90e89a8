import { Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { isUnreadFilter } from './notification-rules.ts';

const NotificationList = lazy(() => import('./notification-list.tsx').then((module) => ({ default: module.NotificationList })));

const FILTERS = [
  { unread: false, label: 'All', search: {} },
  { unread: true, label: 'Unread', search: { filter: 'unread' } },
] as const;

/**
 * The member's notifications (/notifications?filter=): all of them or only the unread ones, each
 * linking to what it is about; read, unread and delete one by one, or all at once. The filter is
 * two links (the address keeps it) rather than tabs, whose code would put the page over the
 * initial JavaScript budget.
 */
export function NotificationsPage({ filter }: { filter?: string }) {
  const unreadOnly = isUnreadFilter(filter);
  return (
    <>
      <PageHeader title="Notifications" description="Comments, reactions, invitations and answered prayers, newest first." />
      <Stack gap="md" maw={720}>
        <Group gap="xs" role="group" aria-label="Which notifications to show">
          {FILTERS.map((choice) => {
            const current = choice.unread === unreadOnly;
            return (
              <ButtonLink
                key={choice.label}
                to="/notifications"
                search={choice.search}
                replace
                size="xs"
                radius="xl"
                variant={current ? 'filled' : 'default'}
                aria-current={current ? 'page' : undefined}
              >
                {choice.label}
              </ButtonLink>
            );
          })}
        </Group>
        {/* A list per filter: what one loaded and did is not carried to the other. */}
        <DataGate fallback={<ListSkeleton rows={4} />}>
          <Suspense fallback={<ListSkeleton rows={4} />}>
            <NotificationList key={String(unreadOnly)} unreadOnly={unreadOnly} />
          </Suspense>
        </DataGate>
      </Stack>
    </>
  );
}
