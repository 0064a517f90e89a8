import { Box, Container } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Brand } from '../../lib/ui/brand.tsx';
import type { Viewer } from '../auth/session.ts';
import { MemberMenuButton } from './member-menu-button.tsx';
import { navItems, type NavItem } from './nav-items.ts';
import { SearchBox } from './search-box.tsx';
import { useNavCounts } from './use-nav-counts.ts';
import classes from './member-shell.module.css';

/**
 * The signed-in layout: top bar (brand, search, account menu) and the main navigation, with the
 * unread chat messages and notifications on their items (and, for reviewers, the reports to review). Every page downloads it before it
 * hydrates, so it is plain elements styled by its CSS module; the account menu's code comes on
 * first use and the badges' after the first paint.
 */
export function MemberShell({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const burger = useRef<HTMLButtonElement>(null);
  const counts = useNavCounts();
  const unread: Partial<Record<NavItem['to'], number>> = { '/chat': counts.chat, '/notifications': counts.notifications, '/moderation': counts.moderation ?? 0 };
  const items = navItems.filter((item) => !item.reviewersOnly || counts.moderation !== null);
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
        <div className={classes.bar}>
          <div className={classes.start}>
            <button
              ref={burger}
              type="button"
              className={classes.burger}
              onClick={() => setOpened((open) => !open)}
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-controls="member-navigation"
              aria-expanded={opened}
            >
              <span aria-hidden />
            </button>
            <Link to="/feed" aria-label="Koinonia home" style={{ textDecoration: 'none' }}>
              <Brand size={32} />
            </Link>
          </div>
          <Box style={{ flex: 1, maxWidth: 460 }} visibleFrom="sm">
            <SearchBox id="search-top" />
          </Box>
          <MemberMenuButton viewer={viewer} />
        </div>
      </header>

      <nav className={classes.nav} id="member-navigation" aria-label="Main navigation">
        <Box hiddenFrom="sm" mb="sm">
          <SearchBox id="search-nav" onSubmitted={close} />
        </Box>
        <ul className={classes.navList}>
          {items.map((item) => (
            <li key={item.to}>
              <NavItemLink to={item.to} label={item.label} icon={<item.icon size={20} stroke={1.7} aria-hidden />} unread={unread[item.to]} onClick={close} />
            </li>
          ))}
        </ul>
        <hr className={classes.navDivider} />
        <NavItemLink to="/profile" label="My profile" icon={<IconUser size={20} stroke={1.7} aria-hidden />} onClick={close} />
      </nav>

      <main className={classes.main} id="main" tabIndex={-1}>
        <Container size="md" py="xl" px={{ base: 'md', sm: 'xl' }}>
          {children}
        </Container>
      </main>
    </div>
  );
}

/**
 * One navigation item, named with its count for screen readers ("Chat 3 unread", "Moderation 2 to
 * review", the visible text first); the router marks the current page's (`aria-current`, `data-status`).
 */
function NavItemLink({ to, label, icon, unread = 0, onClick }: { to: NavItem['to'] | '/profile'; label: string; icon: ReactNode; unread?: number; onClick: () => void }) {
  return (
    <Link to={to} className={classes.navLink} onClick={onClick}>
      {icon}
      <span className={classes.navLabel}>{label}</span>
      {unread > 0 ? (
        <>
          <span className={classes.badge}>{unread > 99 ? '99+' : unread}</span>
          <span className={classes.visuallyHidden}>{to === '/moderation' ? 'to review' : 'unread'}</span>
        </>
      ) : null}
    </Link>
  );
}
