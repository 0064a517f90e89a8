import {
  IconBell,
  IconBriefcase,
  IconBuildingChurch,
  IconCalendarEvent,
  IconHome,
  IconMessageCircle,
  IconPray,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: '/feed' | '/prayers' | '/network' | '/jobs' | '/groups' | '/organizations' | '/events' | '/chat' | '/notifications';
  label: string;
  icon: Icon;
}

/** The member's main navigation. */
export const navItems: NavItem[] = [
  { to: '/feed', label: 'Feed', icon: IconHome },
  { to: '/prayers', label: 'Prayer', icon: IconPray },
  { to: '/network', label: 'My network', icon: IconUsers },
  { to: '/jobs', label: 'Jobs', icon: IconBriefcase },
  { to: '/groups', label: 'Groups', icon: IconUsersGroup },
  { to: '/organizations', label: 'Organizations', icon: IconBuildingChurch },
  { to: '/events', label: 'Events', icon: IconCalendarEvent },
  { to: '/chat', label: 'Chat', icon: IconMessageCircle },
  { to: '/notifications', label: 'Notifications', icon: IconBell },
];
