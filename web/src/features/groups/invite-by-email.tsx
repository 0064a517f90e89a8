import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import { IconMailForward } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { GroupMembersDocument, InviteToGroupByEmailDocument, type GroupMembershipListsFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { email as emailRule } from '../../lib/validation/rules.ts';

const MAX_ADDRESSES = 50;

/** The addresses typed, one per line or separated by commas, each once. */
export function parseAddresses(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean))];
}

/** What is wrong with the addresses, as the server would say it, or null. */
export function addressesProblem(addresses: readonly string[]): string | null {
  if (addresses.length === 0) return 'Enter at least one e-mail address.';
  if (addresses.length > MAX_ADDRESSES) return `At most ${MAX_ADDRESSES} addresses at once.`;
  const wrong = addresses.find((address) => emailRule(address) !== null);
  return wrong ? `“${wrong}” ${emailRule(wrong) ?? ''}`.trim() : null;
}

/** The server's refusal with the address it is about ("userEmails.2" names the third). */
function serverProblem(error: ErrorLike | undefined, addresses: readonly string[]): string {
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const fields = graphQLError.extensions?.['fields'];
      if (!Array.isArray(fields)) continue;
      for (const field of fields as { path?: unknown; message?: unknown }[]) {
        const index = typeof field.path === 'string' ? Number(field.path.split('.')[1]) : NaN;
        if (Number.isInteger(index) && addresses[index] && typeof field.message === 'string') return `“${addresses[index]}” ${field.message}`;
      }
    }
  }
  return summarizeError(error).message ?? 'We could not send the invitations. Please try again.';
}

/**
 * Invites people who may not be on Koinonia yet, by e-mail: the e-mail's link signs them up or in
 * and they join. Lists the invitations sent, and whether each was accepted.
 */
export function InviteByEmail({ groupId, invitations }: { groupId: string; invitations: GroupMembershipListsFragment['inviteEmails'] }) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const addresses = parseAddresses(text);
    const problem = addressesProblem(addresses);
    setError(problem);
    if (problem) {
      document.getElementById(id)?.focus();
      return;
    }
    setSending(true);
    try {
      const { data, error: failure } = await client.mutate({ mutation: InviteToGroupByEmailDocument, variables: { groupId, userEmails: addresses } });
      const result = data?.groupInviteNonKoinoniaMembers;
      if (!result) {
        setError(serverProblem(failure, addresses));
        document.getElementById(id)?.focus();
        return;
      }
      client.writeQuery({ query: GroupMembersDocument, variables: { groupId }, data: { __typename: 'Query', groupMembership: result } });
      setText('');
      const sent = addresses.length === 1 ? 'The invitation was sent.' : `${addresses.length} invitations were sent.`;
      announce(sent);
      toastSuccess(sent);
    } catch (failure) {
      setError(serverProblem(failure instanceof Error ? failure : undefined, addresses));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <Textarea
              id={id}
              label="Invite by e-mail"
              description="For people who are not on Koinonia yet: one address per line, or separated by commas (at most 50)."
              autosize
              minRows={2}
              maxRows={6}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={error}
              autoComplete="off"
            />
            <Group>
              <Button type="submit" size="xs" variant="light" leftSection={<IconMailForward size={14} aria-hidden />} loading={sending}>
                Send invitations
              </Button>
            </Group>
          </Stack>
        </form>
        {invitations && invitations.length > 0 ? (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Invitations by e-mail">
            {invitations.map((invitation) => (
              <Group component="li" key={invitation.email} gap="xs" wrap="wrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                </Text>
                <Badge variant="light" color={invitation.isAccepted ? 'teal' : 'gray'}>
                  {invitation.isAccepted ? 'Joined' : 'Waiting'}
                </Badge>
                <Text size="xs" c="dimmed">
                  Sent {formatDate(invitation.createdAt)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
