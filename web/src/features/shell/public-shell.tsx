import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Brand } from '../../lib/ui/brand.tsx';

/** The signed-out layout for public pages: brand, sign-in and join actions, and a footer. */
export function PublicShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" aria-label="Koinonia home" style={{ textDecoration: 'none' }}>
              <Box hiddenFrom="xs">
                <Brand size={32} withName={false} />
              </Box>
              <Box visibleFrom="xs">
                <Brand size={32} />
              </Box>
            </Link>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} to="/sign-in" variant="subtle" size="sm">
                Sign in
              </Button>
              <Button component={Link} to="/sign-up" size="sm">
                Join now
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        {wide ? children : (
          <Container size="md" py="xl">
            {children}
          </Container>
        )}
      </Box>
      <SiteFooter />
    </Box>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} bg="white">
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Koinonia · The professional network for the ministry world
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/sign-up" size="sm" c="dimmed">
              Join
            </Anchor>
            <Anchor component={Link} to="/sign-in" size="sm" c="dimmed">
              Sign in
            </Anchor>
            <Anchor href="mailto:support@koinonia.app" size="sm" c="dimmed">
              Support
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
