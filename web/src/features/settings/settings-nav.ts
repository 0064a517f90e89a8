import { IconAt, IconBell, IconLock, IconUserOff, type Icon } from '@tabler/icons-react';

export interface SettingsSection {
  to: '/settings/account' | '/settings/password' | '/settings/notifications' | '/settings/blocked';
  label: string;
  icon: Icon;
}

/** The settings pages, in the order the settings navigation and the member menu list them. */
export const settingsSections: SettingsSection[] = [
  { to: '/settings/account', label: 'E-mail and profile address', icon: IconAt },
  { to: '/settings/password', label: 'Password', icon: IconLock },
  { to: '/settings/notifications', label: 'Notification e-mails', icon: IconBell },
  { to: '/settings/blocked', label: 'Blocked members', icon: IconUserOff },
];
