import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorLike } from '@apollo/client';
import { VerifyEmailDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useResendVerification } from './use-resend-verification.ts';
import { useSession, useViewer } from './session.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { VerifyEmailPasswordForm } from './verify-email-password-form.tsx';

type State = { kind: 'verifying' } | { kind: 'password'; token: string } | { kind: 'verified' } | { kind: 'failed'; message: string };

/**
 * Opened from the verification e-mail: confirms the address with the link's token. An e-mail
 * change's link needs nothing more; a sign-up's is answered with a request for the password
 * (the link stays unspent), which the page then asks for. Sign-up starts no session, so the link
 * also signs the owner in (the server sets the session cookie; the page remembers who they are).
 */
export function VerifyEmailPage({ token }: { token?: string }) {
  const viewer = useViewer();
  const session = useSession();
  const [verify] = useDataMutation(VerifyEmailDocument);
  const { resend, sending } = useResendVerification();
  const [state, setState] = useState<State>(
    token ? { kind: 'verifying' } : { kind: 'failed', message: 'This link is incomplete. Open the link from the email again.' },
  );
  // A token is single-use: run once even when React mounts the page twice in development.
  const started = useRef(false);

  /** Verifies; answers the error a password form should show, or nothing when the page moved on. */
  const attempt = useCallback(
    async (link: string, password?: string): Promise<ErrorLike | undefined> => {
      const { data, error } = await verify({ variables: { token: link, password } });
      if (data?.verifyEmail.isEmailVerified) {
        if (!viewer || viewer.id === data.verifyEmail.id) session.remember(data.verifyEmail);
        setState({ kind: 'verified' });
        return undefined;
      }
      const problem = summarizeError(error);
      if (problem.fields['password'] && !problem.fields['token']) {
        if (password === undefined) setState({ kind: 'password', token: link });
        return error;
      }
      setState({ kind: 'failed', message: problem.fields['token'] ?? problem.message ?? 'This link is not valid any more. Ask for a new one.' });
      return undefined;
    },
    [session, verify, viewer],
  );

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void attempt(token);
  }, [attempt, token]);

  if (state.kind === 'password') {
    const link = state.token;
    return <VerifyEmailPasswordForm submit={(password) => attempt(link, password)} />;
  }

  if (state.kind === 'verifying') {
    return (
      <Stack align="center" gap="md" py="xl" role="status">
        <Loader aria-hidden />
        <Title order={1} size="h3" tabIndex={-1}>
          Verifying your email…
        </Title>
      </Stack>
    );
  }

  if (state.kind === 'verified') {
    return (
      <Stack align="center" gap="md" ta="center" role="status">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2" tabIndex={-1}>
          Your email is verified
        </Title>
        <Text>Thank you. Your Koinonia account is ready.</Text>
        <Button component={Link} to={viewer ? '/profile' : '/sign-in'} size="md" fullWidth>
          {viewer ? 'Go to your profile' : 'Sign in to your profile'}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={64} radius="xl" color="red" variant="light">
        <IconCircleX size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2" tabIndex={-1}>
        We could not verify your email
      </Title>
      <Text role="alert">{state.message}</Text>
      {viewer ? (
        <>
          <Button onClick={() => void resend()} loading={sending} fullWidth>
            Send me a new link
          </Button>
          <Button component={Link} to="/profile" variant="default" fullWidth>
            Go to your profile
          </Button>
        </>
      ) : (
        <ButtonLink to="/sign-in" search={{ redirect: '/profile' }} fullWidth>
          Sign in to ask for a new link
        </ButtonLink>
      )}
    </Stack>
  );
}
