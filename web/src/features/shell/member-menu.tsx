import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { displayName, initials } from '../../lib/format/names.ts';
import type { Viewer } from '../auth/session.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { settingsSections } from '../settings/settings-nav.ts';

/** The member's menu in the top bar: who is signed in, their profile, their settings, and sign out. */
export function MemberMenu({ viewer }: { viewer: Viewer }) {
  const signOut = useSignOut();
  const name = displayName(viewer);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-analytics="member-menu" style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={viewer.profile.profileImage?.avatarUrl ?? viewer.profile.profileImageUrl} alt="" color="koinonia" radius="xl" size={36} aria-hidden>
              {initials(viewer)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" maw={140} truncate>
              {viewer.firstName}
            </Text>
            <VisuallyHidden>Account menu</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {viewer.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          My profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Settings</Menu.Label>
        {settingsSections.map((section) => (
          <Menu.Item key={section.to} component={Link} to={section.to} leftSection={<section.icon size={16} aria-hidden />}>
            {section.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
