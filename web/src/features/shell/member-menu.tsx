import { Menu, Text } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { displayName } from '../../lib/format/names.ts';
import { useOpenedOnMount } from '../../lib/ui/on-demand.tsx';
import type { Viewer } from '../auth/session.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { settingsSections } from '../settings/settings-nav.ts';
import { MemberMenuFace } from './member-menu-button.tsx';
import classes from './member-shell.module.css';

/**
 * The member's menu in the top bar: who is signed in, their profile, their settings, and sign out.
 * It replaces the stand-in button the member just used (member-menu-button.tsx), so it mounts
 * open: focus goes to its own button first, so that closing the menu brings it back there.
 */
export function MemberMenu({ viewer }: { viewer: Viewer }) {
  const signOut = useSignOut();
  const name = displayName(viewer);
  const { target, opened, setOpened } = useOpenedOnMount();
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <button ref={target} type="button" className={classes.menuButton} data-analytics="member-menu">
          <MemberMenuFace viewer={viewer} />
        </button>
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
