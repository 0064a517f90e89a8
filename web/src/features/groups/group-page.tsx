import { Alert, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { GroupDetailsFragment, GroupViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { GroupHeader } from './group-header.tsx';
import type { GroupTab } from './group-tabs-rules.ts';
import type { GroupPageData } from './load-group.ts';

// Reads through Apollo Client, so downloaded with it (DataLayer.prime awaits it before the client is ready).
const loadGroupLive = () => import('./group-live.tsx');
const GroupBody = lazy(() => loadGroupLive().then((module) => ({ default: module.GroupBody })));
const ViewerActions = lazy(() => loadGroupLive().then((module) => ({ default: module.ViewerActions })));

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
 *
 * The header stays the one the server drew: the live part reports the group as the cache has it
 * (after a join or an admin's edit) and the viewer's place, and the header updates in place. Drawn
 * inside the live part, it was drawn anew once that loaded, and the page painted its largest text
 * twice (Lighthouse's LCP waited for the second).
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
  const [group, setGroup] = useState<GroupDetailsFragment | null>(data.group);
  const [viewer, setViewer] = useState<GroupViewerFieldsFragment | null>(null);
  const [editing, setEditing] = useState(false);
  // The form's buttons leave with it: focus returns to the group's name.
  const closeEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById('group-name')?.focus());
  };
  if (!group) return <NotFoundPage what="group" />;

  const actionsSkeleton = <Skeleton height={36} width={140} radius="sm" aria-hidden />;
  const bodySkeleton = <ListSkeleton rows={2} />;
  return (
    <Stack gap="lg">
      <GroupHeader
        group={group}
        actions={
          viewer ? (
            <Suspense fallback={actionsSkeleton}>
              <ViewerActions group={group} viewer={viewer} onEdit={() => setEditing(true)} editing={editing} />
            </Suspense>
          ) : (
            actionsSkeleton
          )
        }
        notice={<ViewerNotice status={viewer?.viewerStatus ?? null} />}
      />
      <DataGate fallback={bodySkeleton}>
        <Suspense fallback={bodySkeleton}>
          <GroupBody slug={data.slug} onGroup={setGroup} onViewer={setViewer} editing={editing} onEditDone={closeEditing} tab={tab} onTab={onTab} />
        </Suspense>
      </DataGate>
    </Stack>
  );
}

/** An invitation to answer, or a request still waiting. */
function ViewerNotice({ status }: { status: GroupViewerFieldsFragment['viewerStatus'] }) {
  if (status === 'INVITED') {
    return (
      <Alert variant="light" color="koinonia" title="You are invited to this group">
        Accept the invitation to join, or decline it.
      </Alert>
    );
  }
  if (status === 'REQUESTED') {
    return (
      <Alert variant="light" color="yellow" title="Your request to join is waiting">
        An admin of the group will accept or decline it.
      </Alert>
    );
  }
  return null;
}
