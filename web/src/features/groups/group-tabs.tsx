import { Card, EmptyState, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconNews, IconPray } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { GroupDetailsFragment, GroupViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { GroupAdminPanel } from './group-admin.tsx';
import { FaqsPanel, LinksPanel, ResourcesPanel } from './group-content.tsx';
import { MembersPanel } from './group-members.tsx';
import { currentTab, groupTabs, type GroupTab } from './group-tabs-rules.ts';

// The feed, the prayers and the admins' feature settings arrive when their tab opens, as the feed
// page loads its parts: the group page's first JavaScript stays small.
const GroupFeed = lazy(() => import('./group-feed.tsx').then((module) => ({ default: module.GroupFeed })));
const GroupPrayers = lazy(() => import('./group-feed.tsx').then((module) => ({ default: module.GroupPrayers })));
const GroupPermissionsEditor = lazy(() => import('./group-permissions-editor.tsx').then((module) => ({ default: module.GroupPermissionsEditor })));

function ActivitySkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={140} radius="lg" />
      <ListSkeleton rows={2} />
    </Stack>
  );
}

function Empty({ icon, title, description }: { icon: ReactNode; title: string; description: string }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <EmptyState variant="light" icon={icon} title={title} description={description} />
    </Card>
  );
}

/**
 * The group page's tabs, as the viewer's access allows (the API enforces it; the page only shows
 * what they may see and offers posting where they may use it). The open tab is in the address
 * (`?tab=`); Mantine's tabs move with the arrow keys.
 */
export function GroupTabs({
  group,
  viewer,
  tab,
  onTab,
}: {
  group: GroupDetailsFragment;
  viewer: GroupViewerFieldsFragment;
  tab: string | undefined;
  onTab: (tab: GroupTab) => void;
}) {
  const status = viewer.viewerStatus;
  const isAdmin = status === 'ADMIN';
  const isInside = isAdmin || status === 'MEMBER';
  const access = viewer.viewerAccess;
  const tabs = groupTabs(access, isAdmin);
  const current = currentTab(tabs, tab);
  const shown = new Set(tabs.map((each) => each.value));

  return (
    <Tabs value={current} onChange={(value) => onTab((value as GroupTab | null) ?? current)} keepMounted={false}>
      <Tabs.List mb="md" aria-label={`${group.name}: sections`}>
        {tabs.map((candidate) => (
          <Tabs.Tab key={candidate.value} value={candidate.value}>
            {candidate.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {shown.has('feed') ? (
        <Tabs.Panel value="feed">
          <Suspense fallback={<ActivitySkeleton />}>
            <GroupFeed
              groupId={group.id}
              canPost={access.feed.canUse}
              isAdmin={isAdmin}
              pinnedId={viewer.pinnedNewsFeedPostId}
              empty={<Empty icon={<IconNews aria-hidden />} title="No posts yet" description="Posts shared in this group appear here." />}
            />
          </Suspense>
        </Tabs.Panel>
      ) : null}
      {shown.has('prayers') ? (
        <Tabs.Panel value="prayers">
          <Suspense fallback={<ActivitySkeleton />}>
            <GroupPrayers
              groupId={group.id}
              canPray={access.prayer.canUse}
              empty={<Empty icon={<IconPray aria-hidden />} title="No prayer requests yet" description="Prayer requests shared in this group appear here." />}
            />
          </Suspense>
        </Tabs.Panel>
      ) : null}
      {shown.has('links') ? (
        <Tabs.Panel value="links">
          <LinksPanel groupId={group.id} canEdit={isAdmin} />
        </Tabs.Panel>
      ) : null}
      {shown.has('resources') ? (
        <Tabs.Panel value="resources">
          <ResourcesPanel groupId={group.id} canEdit={isAdmin} />
        </Tabs.Panel>
      ) : null}
      {shown.has('faqs') ? (
        <Tabs.Panel value="faqs">
          <FaqsPanel groupId={group.id} canEdit={isAdmin} />
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="members">
        <MembersPanel group={group} isAdmin={isAdmin} viewerStatus={status} />
        {!isInside && group.privacy !== 'PUBLIC' ? (
          <Text size="sm" c="dimmed" mt="md">
            Members of this group see its posts, prayers, links, resources and FAQs.
          </Text>
        ) : null}
      </Tabs.Panel>
      {isAdmin ? (
        <Tabs.Panel value="manage">
          <Stack gap="lg">
            <Suspense fallback={<ListSkeleton rows={2} />}>
              <GroupPermissionsEditor groupId={group.id} slug={group.slug} />
            </Suspense>
            <GroupAdminPanel group={group} />
          </Stack>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
