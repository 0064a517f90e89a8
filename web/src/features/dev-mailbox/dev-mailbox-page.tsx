import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconInbox, IconMail, IconRefresh } from '@tabler/icons-react';
import { EmptyState } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { getRuntimeConfig } from '../../app/runtime-config.ts';
import { formatRelativeTime } from '../../lib/format/dates.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { email as emailRule } from '../../lib/validation/rules.ts';
import { extractLinks, fetchMailbox, frameDocument, type MailboxMessage, type MailboxResult } from './mailbox.client.ts';

/** Development mode: read the e-mails Koinonia sent to an address (only while the dev mailbox is active, from the server's machine). */
export function DevMailboxPage({ to }: { to?: string }) {
  const navigate = useNavigate();
  const [address, setAddress] = useState(to ?? '');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [fetched, setFetched] = useState<{ to: string; result: MailboxResult } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!to) return;
    const controller = new AbortController();
    fetchMailbox(getRuntimeConfig().apiUrl, to, controller.signal).then(
      (result) => {
        setFetched({ to, result });
        setSelected(0);
      },
      // Aborted: a newer address replaced this one.
      () => {},
    );
    return () => controller.abort();
  }, [to]);

  const refresh = async (target: string) => {
    setRefreshing(true);
    try {
      setFetched({ to: target, result: await fetchMailbox(getRuntimeConfig().apiUrl, target) });
      setSelected(0);
    } finally {
      setRefreshing(false);
    }
  };

  // A new address in the URL replaces what the form shows.
  const [shownTo, setShownTo] = useState(to);
  if (shownTo !== to) {
    setShownTo(to);
    setAddress(to ?? '');
  }

  const result = to && fetched?.to === to ? fetched.result : null;
  const loading = (Boolean(to) && fetched?.to !== to) || refreshing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailRule(address);
    setAddressError(problem);
    if (problem) return;
    const target = address.trim();
    if (target === to) void refresh(target);
    else void navigate({ to: '/dev/mailbox', search: { to: target } });
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Dev mailbox" description="E-mails Koinonia sent in development mode, without an e-mail provider (shown on this machine only)." />
      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Email address"
              type="email"
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              error={addressError}
              style={{ flex: 1, minWidth: 220 }}
              required
            />
            <Button type="submit" leftSection={<IconInbox size={18} aria-hidden />} loading={loading}>
              Show messages
            </Button>
          </Group>
        </form>
      </Card>
      <MailboxResults result={result} loading={loading} selected={selected} onSelect={setSelected} onRefresh={to ? () => void refresh(to) : undefined} />
    </Stack>
  );
}

function MailboxResults({
  result,
  loading,
  selected,
  onSelect,
  onRefresh,
}: {
  result: MailboxResult | null;
  loading: boolean;
  selected: number;
  onSelect: (index: number) => void;
  onRefresh?: () => void;
}) {
  if (loading && !result) return <ListSkeleton rows={2} />;
  if (!result) return null;
  if (result.status === 'inactive') {
    return (
      <Alert color="koinonia" variant="light" title="The dev mailbox is not active">
        It exists only in development mode without an e-mail provider, and only for the machine Koinonia runs on.
      </Alert>
    );
  }
  if (result.status === 'error') {
    return (
      <Alert color="red" variant="light" title="We could not read the mailbox" role="alert">
        {result.message}
      </Alert>
    );
  }
  if (result.messages.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState
          icon={<IconMail aria-hidden />}
          variant="light"
          title="No messages yet"
          description="Nothing has been sent to this address. E-mails can take a few seconds to arrive."
        >
          {onRefresh ? (
            <EmptyState.Actions>
              <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRefresh}>
                Check again
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Card>
    );
  }
  const message = result.messages[selected] ?? result.messages[0];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {result.messages.length} {result.messages.length === 1 ? 'message' : 'messages'}
        </Title>
        {onRefresh ? (
          <Button variant="subtle" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRefresh}>
            Refresh
          </Button>
        ) : null}
      </Group>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
        {result.messages.map((item, index) => (
          <li key={`${item.sentAt}-${index}`}>
            <UnstyledButton
              onClick={() => onSelect(index)}
              aria-pressed={index === selected}
              w="100%"
              p="sm"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `1px solid ${index === selected ? 'var(--mantine-color-koinonia-5)' : 'var(--mantine-color-gray-3)'}`,
                background: index === selected ? 'var(--mantine-color-koinonia-0)' : 'var(--mantine-color-white)',
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fw={600} size="sm" truncate>
                  {item.subject}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatRelativeTime(item.sentAt)}
                </Text>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {message ? <MessageView key={`${message.sentAt}-${message.subject}`} message={message} /> : null}
    </Stack>
  );
}

function MessageView({ message }: { message: MailboxMessage }) {
  const [view, setView] = useState<'html' | 'text'>(message.html ? 'html' : 'text');
  const links = extractLinks(message);
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby="message-subject">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4" id="message-subject">
              {message.subject}
            </Title>
            <Text size="sm" c="dimmed">
              To {message.to} · {new Date(message.sentAt).toLocaleString('en-US')}
            </Text>
          </Stack>
          {message.html ? (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value === 'html' ? 'html' : 'text')}
              data={[
                { label: 'HTML', value: 'html' },
                { label: 'Text', value: 'text' },
              ]}
              aria-label="Show the message as"
            />
          ) : null}
        </Group>
        {links.length > 0 ? (
          <Paper withBorder p="sm" radius="md" bg="koinonia.0">
            <Text size="sm" fw={600} mb={4}>
              Links in this message
            </Text>
            <Stack gap={4} component="ul" m={0} pl="md">
              {links.map((link) => (
                <li key={link}>
                  <Anchor href={link} size="sm" style={{ wordBreak: 'break-all' }}>
                    {link}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Paper>
        ) : null}
        {view === 'html' && message.html ? (
          <iframe
            title={`Message: ${message.subject}`}
            srcDoc={frameDocument(message.html)}
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            style={{ width: '100%', minHeight: 420, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
          />
        ) : (
          <Paper withBorder p="md" radius="md">
            <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0, fontFamily: 'inherit' }}>
              {message.text}
            </Text>
          </Paper>
        )}
        <Badge variant="light" color="gray" w="fit-content">
          Development only
        </Badge>
      </Stack>
    </Card>
  );
}
