import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { NewsletterSubscriptionDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { email as emailRule } from '../../lib/validation/rules.ts';

// The landing page's first load stays small: what only a submitted form needs arrives then.
const DevMailboxLink = lazy(() => import('./dev-mailbox-link.tsx').then((module) => ({ default: module.DevMailboxLink })));

/**
 * The newsletter's subscribe box (the landing page, the blog): an address, then "check your
 * e-mail" whatever the address was (the API answers the same for a new, pending or confirmed one).
 * It sends through `useDataMutation`, so the landing page's first load carries no Apollo Client,
 * and reads an error's words with the transport helpers it imports only then.
 */
export function SubscribeBox({ tone = 'card' }: { tone?: 'card' | 'plain' }) {
  const [subscribe, { loading }] = useDataMutation(NewsletterSubscriptionDocument);
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const problem = emailRule(address);
    setFieldError(problem);
    if (problem) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    const trimmed = address.trim();
    const { data, error } = await subscribe({ variables: { email: trimmed, mutationType: 'ADD' } });
    if (data?.newsletterSubscription) {
      setSentTo(trimmed);
      return;
    }
    const { summarizeError } = await import('../../lib/apollo/transport-errors.ts');
    const summary = summarizeError(error);
    if (summary.fields['email']) setFieldError(summary.fields['email']);
    else setAlert(summary.message ?? 'We could not subscribe you. Please try again.');
  };

  const content = sentTo ? (
    <Stack gap="sm" role="status">
      <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} title="Check your e-mail to confirm">
        We sent a link to <strong>{sentTo}</strong>. Your subscription starts when you follow it.
      </Alert>
      <Suspense fallback={null}>
        <DevMailboxLink to={sentTo} />
      </Suspense>
    </Stack>
  ) : (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={loading} mt={{ base: 0, xs: 25 }} data-analytics="newsletter-subscribe">
            Subscribe
          </Button>
        </Group>
      </Stack>
    </form>
  );

  const heading = (
    <Stack gap={4}>
      <Title order={2} size="h4" id={headingId}>
        The Koinonia newsletter
      </Title>
      <Text size="sm" c="dimmed">
        What's new on Koinonia, the podcast and open ministry jobs, in your inbox. Unsubscribe at any time.
      </Text>
    </Stack>
  );
  return tone === 'card' ? (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        {heading}
        {content}
      </Stack>
    </Card>
  ) : (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      {heading}
      {content}
    </Stack>
  );
}
