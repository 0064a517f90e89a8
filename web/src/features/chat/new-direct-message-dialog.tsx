import { Avatar, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ChatPeopleSearchDocument, StartDirectChatDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';
import { useViewer } from '../auth/session.ts';
import classes from './chat.module.css';

/** The "New message" dialog: search members by name and open (or start) the direct chat with one. */
export function NewDirectMessageDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="New message" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened ? <PeoplePicker onDone={onClose} /> : null}
    </Modal>
  );
}

function PeoplePicker({ onDone }: { onDone: () => void }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(ChatPeopleSearchDocument, { variables: { search: debounced }, skip: debounced.length < 2 });
  const [start, { loading }] = useMutation(StartDirectChatDocument);
  const people = (query.data?.users.results ?? []).filter((person) => person.id !== viewer?.id);

  const open = async (userId: string) => {
    const { data, error } = await start({ variables: { userId }, refetchQueries: ['ChatList'] });
    if (!data?.chat) {
      toastError(summarizeError(error).message ?? 'We could not open this chat.');
      return;
    }
    onDone();
    void navigate({ to: '/chat/$chatId', params: { chatId: data.chat.id } });
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="To"
        placeholder="Search members by name"
        maxLength={maxLength.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {debounced.length < 2 ? (
        <Text size="sm" c="dimmed">
          Type at least two letters of a name.
        </Text>
      ) : query.error ? (
        <LoadError message={summarizeError(query.error).message ?? 'We could not search members.'} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <ListSkeleton rows={2} />
      ) : people.length === 0 ? (
        <Text size="sm" c="dimmed">
          No member matches “{debounced}”.
        </Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Members">
          {people.map((person) => (
            <li key={person.id}>
              <UnstyledButton className={classes.row} w="100%" disabled={loading} onClick={() => void open(person.id)}>
                <Avatar src={person.profile.profileImageUrl ?? null} alt="" radius="xl" color="koinonia" aria-hidden>
                  {initials(person)}
                </Avatar>
                <Text size="sm" fw={500}>
                  Message {displayName(person)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
