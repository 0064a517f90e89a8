import type { GroupViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';

export type GroupTab = 'feed' | 'prayers' | 'links' | 'resources' | 'faqs' | 'members' | 'manage';

type Access = GroupViewerFieldsFragment['viewerAccess'];

const FEATURE_TABS: readonly { value: GroupTab; label: string; feature: keyof Omit<Access, '__typename'> }[] = [
  { value: 'feed', label: 'Feed', feature: 'feed' },
  { value: 'prayers', label: 'Prayers', feature: 'prayer' },
  { value: 'links', label: 'Links', feature: 'links' },
  { value: 'resources', label: 'Resources', feature: 'resources' },
  { value: 'faqs', label: 'FAQs', feature: 'faqs' },
];

/**
 * The group page's tabs for this viewer: each feature the API lets them see (viewerAccess, which
 * already applies the group's permissions and the viewer's place), then members, then the admins'
 * Manage tab.
 */
export function groupTabs(access: Access, isAdmin: boolean): { value: GroupTab; label: string }[] {
  const tabs = FEATURE_TABS.filter((tab) => access[tab.feature].canSee).map(({ value, label }) => ({ value, label }));
  tabs.push({ value: 'members', label: 'Members' });
  if (isAdmin) tabs.push({ value: 'manage', label: 'Manage' });
  return tabs;
}

/** The tab the address asks for when the viewer has it, else the first one (the feed when shown). */
export function currentTab(tabs: readonly { value: GroupTab }[], asked: string | undefined): GroupTab {
  return tabs.find((tab) => tab.value === asked)?.value ?? tabs[0]?.value ?? 'members';
}
