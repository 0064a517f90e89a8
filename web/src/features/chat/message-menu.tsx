import { Group, Menu } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';
import { useOpenedOnMount, type MenuButtonProps } from '../../lib/ui/on-demand.tsx';

export interface MessageAction {
  key: string;
  label: ReactNode;
  'aria-label'?: string;
  color?: string;
  icon?: ReactNode;
  onSelect: () => void;
}

/**
 * A message's menu (its reactions, or what the viewer may do with it), loaded on first use by
 * message-item.tsx: it replaces the stand-in button the member just used, so it mounts open.
 */
export function MessageMenu({
  button,
  position,
  actions,
  inline = false,
}: {
  button: (props: MenuButtonProps) => ReactElement;
  position: 'bottom-start' | 'bottom-end';
  actions: readonly MessageAction[];
  /** In a row (the reaction picker's emoji) instead of a column. */
  inline?: boolean;
}) {
  const { target, opened, setOpened } = useOpenedOnMount();
  const items = actions.map((action) => (
    <Menu.Item key={action.key} color={action.color} leftSection={action.icon} aria-label={action['aria-label']} onClick={action.onSelect}>
      {action.label}
    </Menu.Item>
  ));
  return (
    <Menu opened={opened} onChange={setOpened} position={position} withinPortal>
      <Menu.Target>{button({ ref: target })}</Menu.Target>
      <Menu.Dropdown>{inline ? <Group gap={2}>{items}</Group> : items}</Menu.Dropdown>
    </Menu>
  );
}
