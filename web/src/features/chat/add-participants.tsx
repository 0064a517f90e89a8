import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ChangeChatParticipantDocument, ChatPeopleSearchDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';

/** "Add people" to a chat of chosen members: search members by name, add one at a time. */
export function AddParticipants({ chatId, inChat, onAdded }: { chatId: string; inChat: ReadonlySet<string>; onAdded: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(ChatPeopleSearchDocument, { variables: { search: debounced }, skip: debounced.length < 2 });
  const [change, { loading }] = useMutation(ChangeChatParticipantDocument);
  const people = (query.data?.users.results ?? []).filter((person) => !inChat.has(person.id));

  const add = async (userId: string, name: string) => {
    const { data, error } = await change({ variables: { chatId, userId, mutationType: 'ADD' } });
    if (!data?.chatParticipant) {
      toastError(summarizeError(error).message ?? `We could not add ${name}.`);
      return;
    }
    announce(`${name} was added to the chat.`);
    setSearch('');
    onAdded();
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Add people"
        placeholder="Search members by name"
        maxLength={maxLength.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {debounced.length < 2 ? null : query.error ? (
        <LoadError message={summarizeError(query.error).message ?? 'We could not search members.'} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <ListSkeleton rows={2} />
      ) : people.length === 0 ? (
        <Text size="sm" c="dimmed">
          No one else matches “{debounced}”.
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Members to add">
          {people.map((person) => (
            <Group component="li" key={person.id} gap="sm" wrap="nowrap">
              <Avatar src={person.profile.profileImageUrl ?? null} alt="" radius="xl" size="sm" color="koinonia" aria-hidden>
                {initials(person)}
              </Avatar>
              <Text size="sm" style={{ flex: 1 }} truncate>
                {displayName(person)}
              </Text>
              <Button size="compact-xs" variant="light" disabled={loading} onClick={() => void add(person.id, displayName(person))} aria-label={`Add ${displayName(person)}`}>
                Add
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
