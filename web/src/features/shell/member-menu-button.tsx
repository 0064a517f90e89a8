import { Avatar, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { initials } from '../../lib/format/names.ts';
import type { Viewer } from '../auth/session.ts';
import classes from './member-shell.module.css';

const loadMenu = () => import('./member-menu.tsx');
const MemberMenu = lazy(() => loadMenu().then((module) => ({ default: module.MemberMenu })));

/** What the account menu's button shows: the member's picture and first name. */
export function MemberMenuFace({ viewer }: { viewer: Viewer }) {
  return (
    <>
      <Avatar src={viewer.profile.profileImage?.avatarUrl ?? viewer.profile.profileImageUrl} alt="" color="koinonia" radius="xl" size={36} aria-hidden>
        {initials(viewer)}
      </Avatar>
      <Text size="sm" fw={600} visibleFrom="md" maw={140} truncate>
        {viewer.firstName}
      </Text>
      <VisuallyHidden>Account menu</VisuallyHidden>
      <IconChevronDown size={16} aria-hidden />
    </>
  );
}

/**
 * The account menu in the top bar. Its code (Mantine's Menu and popover) is downloaded on first
 * use: until then a button that looks the same stands in, and opening it (click, Enter or Space)
 * loads the menu, which takes its place already open with focus on its first item. Pointing at
 * it starts the download early.
 */
export function MemberMenuButton({ viewer }: { viewer: Viewer }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      className={classes.menuButton}
      data-analytics="member-menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    >
      <MemberMenuFace viewer={viewer} />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MemberMenu viewer={viewer} />
    </Suspense>
  );
}
