import { NavLink, Stack, Title } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { settingsSections } from './settings-nav.ts';
import classes from './settings-layout.module.css';

/** Every settings page: the page's title, the settings sections and the page itself. */
export function SettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      <div className={classes.layout}>
        <nav aria-label="Settings" className={classes.nav}>
          {settingsSections.map((section) => {
            const current = pathname === section.to;
            return (
              <NavLink
                key={section.to}
                component={Link}
                to={section.to}
                label={section.label}
                leftSection={<section.icon size={18} stroke={1.7} aria-hidden />}
                active={current}
                aria-current={current ? 'page' : undefined}
                className={classes.link}
              />
            );
          })}
        </nav>
        <div>{children}</div>
      </div>
    </Stack>
  );
}
