import { Avatar, Box, Burger, Container, Divider, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Brand } from '../../lib/ui/brand.tsx';
import type { Viewer } from '../auth/session.ts';
import { navItems } from './nav-items.ts';
import { SearchBox } from './search-box.tsx';
import classes from './member-shell.module.css';

// The member menu (a popover) arrives just after the first paint; an avatar holds its place.
const MemberMenu = lazy(() => import('./member-menu.tsx').then((m) => ({ default: m.MemberMenu })));

/** The signed-in layout: top bar (brand, search, member menu) and the main navigation. */
export function MemberShell({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the phone navigation panel and gives focus back to the burger that opened it.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burger.current?.focus();
  };

  return (
    <div className={classes.shell} data-nav-open={opened || undefined} onKeyDown={closeOnEscape}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={classes.header}>
        <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-controls="member-navigation"
              aria-expanded={opened}
            />
            <Link to="/feed" aria-label="Koinonia home" style={{ textDecoration: 'none' }}>
              <Brand size={32} />
            </Link>
          </Group>
          <Box style={{ flex: 1, maxWidth: 460 }} visibleFrom="sm">
            <SearchBox id="search-top" />
          </Box>
          <Suspense fallback={<Avatar color="koinonia" radius="xl" size={36} aria-hidden />}>
            <MemberMenu viewer={viewer} />
          </Suspense>
        </Group>
      </header>

      <nav className={classes.nav} id="member-navigation" aria-label="Main navigation">
        <Box hiddenFrom="sm" mb="sm">
          <SearchBox id="search-nav" onSubmitted={close} />
        </Box>
        <Stack gap={4}>
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={20} stroke={1.7} aria-hidden />}
              active={pathname.startsWith(item.to)}
              aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
              onClick={close}
              className={classes.navLink}
            />
          ))}
        </Stack>
        <Divider my="sm" />
        <NavLink
          component={Link}
          to="/profile"
          label="My profile"
          leftSection={<IconUser size={20} stroke={1.7} aria-hidden />}
          active={pathname === '/profile'}
          aria-current={pathname === '/profile' ? 'page' : undefined}
          onClick={close}
          className={classes.navLink}
        />
      </nav>

      <main className={classes.main} id="main" tabIndex={-1}>
        <Container size="md" py="xl" px={{ base: 'md', sm: 'xl' }}>
          {children}
        </Container>
      </main>
    </div>
  );
}
