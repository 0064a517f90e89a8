import { Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconMailOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmNewsletterSubscriptionDocument, UnsubscribeFromNewsletterDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

const EXPIRED = 'This link has expired or was already used. Subscribe again to get a new one.';
const INCOMPLETE = 'This link is incomplete. Open the link from the e-mail again.';

/** /newsletter/confirm?token=: opened from the confirmation e-mail; confirms the subscription once. */
export function ConfirmSubscriptionPage({ token }: { token?: string }) {
  const [confirm] = useDataMutation(ConfirmNewsletterSubscriptionDocument);
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'failed', message: INCOMPLETE });
  // A token is single-use: run once even when React mounts the page twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void confirm({ variables: { token } }).then(({ data, error }) => {
      if (data?.confirmNewsletterSubscription) setState({ kind: 'done' });
      else setState({ kind: 'failed', message: data ? EXPIRED : (summarizeError(error).message ?? EXPIRED) });
    });
  }, [confirm, token]);

  if (state.kind === 'working') return <Working title="Confirming your subscription…" />;
  if (state.kind === 'failed') return <Outcome ok={false} title="We could not confirm your subscription" text={state.message} />;
  return (
    <Outcome ok title="You're subscribed" text="Thank you. The next Koinonia newsletter will reach your inbox.">
      <ButtonLink to="/blog">Read the blog</ButtonLink>
    </Outcome>
  );
}

/** /newsletter/unsubscribe?token=: the e-mail's unsubscribe link; a button, so a link checker does not unsubscribe anyone. */
export function UnsubscribePage({ token }: { token?: string }) {
  const [unsubscribe, { loading }] = useDataMutation(UnsubscribeFromNewsletterDocument);
  const [state, setState] = useState<State | null>(token ? null : { kind: 'failed', message: INCOMPLETE });

  const run = async () => {
    if (!token) return;
    const { data, error } = await unsubscribe({ variables: { token } });
    if (data?.unsubscribeFromNewsletter) setState({ kind: 'done' });
    else setState({ kind: 'failed', message: data ? 'This link is not valid. Open the link from the newsletter again.' : (summarizeError(error).message ?? 'Please try again.') });
  };

  if (state?.kind === 'done') {
    return <Outcome ok title="You're unsubscribed" text="You will not receive the Koinonia newsletter any more. You can subscribe again at any time." />;
  }
  if (state?.kind === 'failed' && !token) return <Outcome ok={false} title="We could not unsubscribe you" text={state.message} />;
  return (
    <Frame>
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconMailOff size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2" tabIndex={-1}>
        Unsubscribe from the newsletter
      </Title>
      <Text>Stop receiving the Koinonia newsletter at this address.</Text>
      {state?.kind === 'failed' ? (
        <Text role="alert" c="red.8">
          {state.message}
        </Text>
      ) : null}
      <Button onClick={() => void run()} loading={loading} fullWidth>
        Unsubscribe
      </Button>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Center py="xl">
      <Card withBorder radius="lg" padding="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          {children}
        </Stack>
      </Card>
    </Center>
  );
}

function Working({ title }: { title: string }) {
  return (
    <Frame>
      <Stack align="center" gap="md" role="status">
        <Loader aria-hidden />
        <Title order={1} size="h3" tabIndex={-1}>
          {title}
        </Title>
      </Stack>
    </Frame>
  );
}

function Outcome({ ok, title, text, children }: { ok: boolean; title: string; text: string; children?: ReactNode }) {
  return (
    <Frame>
      <ThemeIcon size={64} radius="xl" color={ok ? 'teal' : 'red'} variant="light">
        {ok ? <IconCircleCheck size={36} aria-hidden /> : <IconCircleX size={36} aria-hidden />}
      </ThemeIcon>
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      <Text role={ok ? 'status' : 'alert'}>{text}</Text>
      {children}
    </Frame>
  );
}
