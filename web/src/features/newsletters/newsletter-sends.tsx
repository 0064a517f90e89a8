import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconSend, IconTestPipe } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { NewsletterSendsDocument, SendNewsletterDocument, type NewsletterSendFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { statusColors } from '../jobs/job-labels.ts';
import { SEND_STATUS, sendProgress } from './newsletter-labels.ts';

/** While a send runs, its figures are read again this often. */
const POLL_MS = 2000;

const isRunning = (send: NewsletterSendFieldsFragment) => send.status !== 'SENT';

/**
 * Sending (content editors): a test send to the editor alone, then the real send behind a
 * confirmation. While a send runs its progress bar follows `Newsletter.sends` every 2 s; every
 * send keeps its figures (recipients, sent, failed).
 */
export function NewsletterSends({ id, status, onStatus }: { id: string; status: string; onStatus: () => void }) {
  const client = useApolloClient();
  const [sending, setSending] = useState<'test' | 'real' | null>(null);
  // Sends asked for whose rows notify has not made yet: the request reaches it as an event, so the
  // read right after asking may not show the send at all (a test send does not change the newsletter either).
  const [requested, setRequested] = useState<string[]>([]);
  const [active, setActive] = useState(status === 'SENDING');
  const query = useQuery(NewsletterSendsDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    pollInterval: active ? POLL_MS : 0,
    notifyOnNetworkStatusChange: false,
  });
  const sends = query.data?.newsletter?.sends ?? [];
  const newsletterStatus = query.data?.newsletter?.status ?? status;
  const awaited = requested.filter((sendId) => !sends.some((known) => known.id === sendId));
  const running = sends.some(isRunning) || newsletterStatus === 'SENDING' || awaited.length > 0;
  // Polls while a send runs or is awaited (state adjusted while rendering, as React advises); when one ends, the page reads the newsletter's status again.
  if (query.data && running !== active) setActive(running);
  if (awaited.length !== requested.length) setRequested(awaited);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) onStatus();
    wasRunning.current = running;
  }, [running, onStatus]);

  const send = async (isTest: boolean) => {
    setSending(isTest ? 'test' : 'real');
    try {
      const { data, error } = await client.query({ query: SendNewsletterDocument, variables: { id, isTest }, fetchPolicy: 'network-only' });
      if (!data?.sendNewsletter) {
        toastError(summarizeError(error).message ?? 'We could not send the newsletter.');
        return;
      }
      toastSuccess(isTest ? 'The test is on its way to your inbox.' : 'The newsletter is being sent.', isTest ? 'Test sent' : 'Sending');
      const sendId = data.sendNewsletter;
      setRequested((ids) => [...ids, sendId]);
      await query.refetch();
      if (!isTest) onStatus();
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Text size="sm">Send a test to yourself first. The real send goes once to every confirmed subscriber and every member who wants the newsletter.</Text>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconTestPipe size={16} aria-hidden />} loading={sending === 'test'} disabled={sending !== null} onClick={() => void send(true)}>
              Send a test to me
            </Button>
            <ConfirmButton
              variant="filled"
              leftSection={<IconSend size={16} aria-hidden />}
              question="Send this newsletter to every subscriber now? It goes out once and cannot be undone."
              confirmLabel="Send to everyone"
              loading={sending === 'real'}
              disabled={sending !== null || newsletterStatus !== 'DRAFT'}
              onConfirm={() => void send(false)}
            >
              {newsletterStatus === 'SENT' ? 'Sent' : newsletterStatus === 'SENDING' ? 'Sending…' : 'Send to everyone'}
            </ConfirmButton>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="newsletter-sends">
        <Stack gap="sm">
          <Title order={2} size="h4" id="newsletter-sends">
            Sends
          </Title>
          {!query.data ? (
            query.error ? (
              <LoadError message={summarizeError(query.error).message ?? 'We could not load the sends.'} onRetry={() => void query.refetch()} />
            ) : (
              <ListSkeleton rows={1} />
            )
          ) : sends.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing sent yet.
            </Text>
          ) : (
            <SendTable sends={sends} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function SendTable({ sends }: { sends: NewsletterSendFieldsFragment[] }) {
  return (
    <Stack gap="md">
      {sends.filter(isRunning).map((send) => {
        const percent = sendProgress(send);
        return (
          <Stack key={send.id} gap={4}>
            <Text size="sm" id={`send-${send.id}`}>
              {send.isTest ? 'Test send' : 'Sending'}: {send.sent + send.failed} of {send.recipients} ({percent}%)
            </Text>
            <Progress value={percent} size="lg" radius="xl" animated aria-labelledby={`send-${send.id}`} />
          </Stack>
        );
      })}
      {/* A phone gets one line per send; the table needs the width of a tablet. */}
      <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label="Sends and their figures" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sends.map((send) => (
          <li key={send.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={500}>
                {sendName(send)}
              </Text>
              <SendStatus send={send} />
            </Group>
            <Text size="sm" c="dimmed">
              {send.sent} of {send.recipients} sent, {send.failed} failed
            </Text>
          </li>
        ))}
      </Stack>
      <Table verticalSpacing="xs" visibleFrom="sm" aria-label="Sends and their figures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Send</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Recipients</Table.Th>
            <Table.Th ta="right">Sent</Table.Th>
            <Table.Th ta="right">Failed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sends.map((send) => (
            <Table.Tr key={send.id}>
              <Table.Td>{sendName(send)}</Table.Td>
              <Table.Td>
                <SendStatus send={send} />
              </Table.Td>
              <Table.Td ta="right">{send.recipients}</Table.Td>
              <Table.Td ta="right">{send.sent}</Table.Td>
              <Table.Td ta="right">{send.failed}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

const sendName = (send: NewsletterSendFieldsFragment) => `${send.isTest ? 'Test' : 'Real'}, version ${send.version}`;

function SendStatus({ send }: { send: NewsletterSendFieldsFragment }) {
  return (
    <Badge variant="light" {...statusColors(send.status === 'SENT' ? 'teal' : 'blue')}>
      {SEND_STATUS[send.status]}
    </Badge>
  );
}
