import { Card, EmptyState, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconNews, IconPray } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { GroupDetailsFragment, GroupViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { currentTab, groupTabs, type GroupTab } from './group-tabs-rules.ts';

// Each tab's code arrives when it opens, or as the pointer or focus reaches its tab (preloadTab):
// the page downloads only the open tab's.
const feedCode = () => import('./group-feed.tsx');
const contentCode = () => import('./group-content.tsx');
const membersCode = () => import('./group-members.tsx');
const adminCode = () => import('./group-admin.tsx');
const permissionsCode = () => import('./group-permissions-editor.tsx');
const TAB_CODE = {
  feed: feedCode,
  prayers: feedCode,
  links: contentCode,
  resources: contentCode,
  faqs: contentCode,
  members: membersCode,
  manage: () => Promise.all([adminCode(), permissionsCode()]),
} satisfies Record<GroupTab, () => Promise<unknown>>;
const preloadTab = (tab: GroupTab) => void TAB_CODE[tab]().catch(() => undefined);
const GroupFeed = lazy(() => feedCode().then((module) => ({ default: module.GroupFeed })));
const GroupPrayers = lazy(() => feedCode().then((module) => ({ default: module.GroupPrayers })));
const LinksPanel = lazy(() => contentCode().then((module) => ({ default: module.LinksPanel })));
const ResourcesPanel = lazy(() => contentCode().then((module) => ({ default: module.ResourcesPanel })));
const FaqsPanel = lazy(() => contentCode().then((module) => ({ default: module.FaqsPanel })));
const MembersPanel = lazy(() => membersCode().then((module) => ({ default: module.MembersPanel })));
const GroupAdminPanel = lazy(() => adminCode().then((module) => ({ default: module.GroupAdminPanel })));
const GroupPermissionsEditor = lazy(() => permissionsCode().then((module) => ({ default: module.GroupPermissionsEditor })));

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
          <Tabs.Tab key={candidate.value} value={candidate.value} onPointerEnter={() => preloadTab(candidate.value)} onFocus={() => preloadTab(candidate.value)}>
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
          <Suspense fallback={<ListSkeleton rows={2} />}>
            <LinksPanel groupId={group.id} canEdit={isAdmin} />
          </Suspense>
        </Tabs.Panel>
      ) : null}
      {shown.has('resources') ? (
        <Tabs.Panel value="resources">
          <Suspense fallback={<ListSkeleton rows={2} />}>
            <ResourcesPanel groupId={group.id} canEdit={isAdmin} />
          </Suspense>
        </Tabs.Panel>
      ) : null}
      {shown.has('faqs') ? (
        <Tabs.Panel value="faqs">
          <Suspense fallback={<ListSkeleton rows={2} />}>
            <FaqsPanel groupId={group.id} canEdit={isAdmin} />
          </Suspense>
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="members">
        <Suspense fallback={<ListSkeleton rows={2} />}>
          <MembersPanel group={group} isAdmin={isAdmin} viewerStatus={status} />
        </Suspense>
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
              <GroupAdminPanel group={group} />
            </Suspense>
          </Stack>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
