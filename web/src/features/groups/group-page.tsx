import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { GroupHeader } from './group-header.tsx';
import type { GroupTab } from './group-tabs-rules.ts';
import type { GroupPageData } from './load-group.ts';

// Reads through Apollo Client, so downloaded with it (DataLayer.prime awaits it before the client is ready).
const loadGroupLive = () => import('./group-live.tsx');
const GroupLive = lazy(() => loadGroupLive().then((module) => ({ default: module.GroupLive })));

/**
 * A group's page by slug (/g/$slug): what anyone may see comes with the server's render (name,
 * images, about, privacy, members count); the viewer's place in the group (join, request, accept
 * an invitation, leave) and its tabs (feed, prayers, links, resources, FAQs, members), as the API
 * allows the viewer, are asked by the browser. Admins edit the group, its content and features
 * and manage its membership here.
 *
 * The server's requests are anonymous, so it draws the group from the loader's data with
 * skeletons where the viewer's part goes, and the page hydrates that without Apollo Client. Apollo
 * Client loads right after hydration; the loader's data joins its cache first (`prime`), so the
 * live part (group-live.tsx) starts from what the page shows and asks only for the viewer's part.
 */
export function GroupPage({ data, tab, onTab }: { data: GroupPageData; tab?: string; onTab: (tab: GroupTab) => void }) {
  const dataLayer = useDataLayer();
  // Once per page, before Apollo Client can be created.
  useState(() =>
    dataLayer.prime(async (client) => {
      const live = await loadGroupLive();
      live.writeGroupToCache(client, data);
    }),
  );
  const fallback = (
    <Stack gap="lg">
      <GroupHeader group={data.group} actions={<Skeleton height={36} width={140} radius="sm" aria-hidden />} />
      <ListSkeleton rows={2} />
    </Stack>
  );
  return (
    <DataGate fallback={fallback}>
      <Suspense fallback={fallback}>
        <GroupLive slug={data.slug} tab={tab} onTab={onTab} fallback={fallback} />
      </Suspense>
    </DataGate>
  );
}
