import { Anchor, Box, Center, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../../lib/ui/brand.tsx';
import { defaultBackground } from '../../lib/ui/images.ts';

/** The signed-out layout for sign-in, sign-up and the e-mail/password pages: one centered card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      mih="100vh"
      style={{
        background:
          `linear-gradient(180deg, rgba(245,247,252,0) 0, var(--mantine-color-gray-0) 320px), url("${defaultBackground}") top center / 100% 320px no-repeat`,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Center component="header" pt={32} pb={24}>
        <Link to="/" aria-label="Koinonia home" style={{ textDecoration: 'none' }}>
          <Paper radius="xl" px="md" py={8} shadow="sm">
            <Brand size={32} />
          </Paper>
        </Link>
      </Center>
      <Box component="main" id="main" tabIndex={-1} px="md" pb="xl" style={{ flex: 1 }}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={460} mx="auto">
          {children}
        </Paper>
      </Box>
      <Stack component="footer" align="center" gap={4} pb="lg">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Koinonia ·{' '}
          <Anchor href="mailto:support@koinonia.app" size="xs" c="dimmed" underline="always">
            Contact support
          </Anchor>
        </Text>
      </Stack>
    </Box>
  );
}
