import {
  IconBell,
  IconBriefcase,
  IconBuildingChurch,
  IconCalendarEvent,
  IconHome,
  IconMessageCircle,
  IconPray,
  IconShieldCheck,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: '/feed' | '/prayers' | '/network' | '/jobs' | '/groups' | '/organizations' | '/events' | '/chat' | '/notifications' | '/moderation';
  label: string;
  icon: Icon;
  /** Shown only to members who review reports (platform admins, groups' admins). */
  reviewersOnly?: true;
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
  { to: '/moderation', label: 'Moderation', icon: IconShieldCheck, reviewersOnly: true },
];
