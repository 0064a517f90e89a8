import { Card, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AccountSettingsDocument, NotificationSubscriptionDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { SettingsLayout } from './settings-layout.tsx';

/** Settings → Notification e-mails: on or off (account and security e-mails always go out). */
export function NotificationSettingsPage() {
  return (
    <SettingsLayout title="Notification e-mails">
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="notifications-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Text component="h2" fw={700} size="lg" id="notifications-title">
              E-mails about activity
            </Text>
            <Text size="sm" c="dimmed">
              Connection requests, messages, comments and other news from Koinonia. E-mails about your account (verifying an address, resetting your
              password) are always sent.
            </Text>
          </Stack>
          <DataGate fallback={<Skeleton height={32} width={280} />}>
            <NotificationSwitch />
          </DataGate>
        </Stack>
      </Card>
    </SettingsLayout>
  );
}

function NotificationSwitch() {
  const { data, loading, error, refetch } = useQuery(AccountSettingsDocument);
  const [subscribe, { loading: saving }] = useDataMutation(NotificationSubscriptionDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const account = data?.me;
  if (!account) {
    if (loading) return <Skeleton height={32} width={280} />;
    return <LoadError message={summarizeError(error).message ?? 'We could not load your settings.'} onRetry={() => void refetch()} />;
  }
  const on = account.isSendNotificationEmails ?? true;

  const toggle = async (next: boolean) => {
    setProblem(null);
    setSaid(null);
    const { data: result, error: failure } = await subscribe({ variables: { userId: account.id, mutationType: next ? 'ADD' : 'DELETE' } });
    if (!result?.notificationSubscription) {
      setProblem(summarizeError(failure).message ?? 'We could not change this. Please try again.');
      return;
    }
    setSaid(result.notificationSubscription.isSendNotificationEmails ? 'Notification e-mails are on.' : 'Notification e-mails are off.');
  };

  return (
    <Stack gap="xs">
      <Switch
        label="Send me notification e-mails"
        checked={on}
        disabled={saving}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        size="md"
      />
      {problem ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed" role="status">
        {said ?? ''}
      </Text>
    </Stack>
  );
}
