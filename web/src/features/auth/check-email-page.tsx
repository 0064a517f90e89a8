import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailForward, IconInbox } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useResendVerification } from './use-resend-verification.ts';
import { useDevMailboxAvailable } from './use-dev-mailbox-link.ts';
import { useViewer } from './session.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';

/**
 * After sign-up: tells the person to open the e-mail we sent, whose link confirms the address and
 * signs them in. (Had the address an account already, that e-mail says so instead; this page cannot
 * tell, on purpose.)
 */
export function CheckEmailPage({ email }: { email?: string }) {
  const viewer = useViewer();
  const address = viewer?.email ?? email ?? undefined;
  const { resend, sending } = useResendVerification(viewer ? undefined : address);
  const devMailbox = useDevMailboxAvailable(address);

  return (
    <Stack gap="lg" align="stretch">
      <ThemeIcon size={64} radius="xl" variant="light" mx="auto">
        <IconMailForward size={34} aria-hidden />
      </ThemeIcon>
      <Stack gap={6} ta="center">
        <Title order={1} size="h2" tabIndex={-1}>
          Check your email
        </Title>
        <Text>
          We sent a link to {address ? <strong>{address}</strong> : 'your email address'}. Open it to confirm your
          address and sign in to your new account.
        </Text>
        <Text size="sm" c="dimmed">
          It can take a minute to arrive. Check your spam folder if you do not see it.
        </Text>
      </Stack>
      {devMailbox && address ? (
        <Alert variant="light" color="koinonia" icon={<IconInbox aria-hidden />} title="Development">
          E-mails are kept in the dev mailbox.{' '}
          <AnchorLink to="/dev/mailbox" search={{ to: address }} fw={600} inherit>
            Open the dev mailbox
          </AnchorLink>
        </Alert>
      ) : null}
      <Stack gap="sm">
        {viewer || address ? (
          <Button variant="default" onClick={() => void resend()} loading={sending}>
            Resend the email
          </Button>
        ) : null}
        <Button component={Link} to={viewer ? '/profile' : '/sign-in'}>
          {viewer ? 'Continue to your profile' : 'Sign in with your password instead'}
        </Button>
      </Stack>
    </Stack>
  );
}
