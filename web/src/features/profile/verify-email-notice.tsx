import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useResendVerification } from '../auth/use-resend-verification.ts';

/**
 * /profile's reminder for a member whose address is not verified yet, with a button that sends the
 * link again. Its own chunk (most members are verified): the server's HTML shows it meanwhile.
 */
export function VerifyEmailNotice({ email }: { email: string | null }) {
  const { resend, sending } = useResendVerification();
  return (
    <Alert color="koinonia" variant="light" icon={<IconMailExclamation aria-hidden />} title="Please verify your email">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          We sent a link to <strong>{email ?? 'your address'}</strong>. Verifying your email keeps your account safe.
        </Text>
        <Button size="xs" onClick={() => void resend()} loading={sending}>
          Resend verification email
        </Button>
      </Stack>
    </Alert>
  );
}
