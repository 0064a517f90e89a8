import { Avatar, Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ChatPeopleSearchDocument, StartGroupChatDocument, type ChatPersonFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { useViewer } from '../auth/session.ts';

/** The "New group chat" dialog: a named chat of chosen members, the viewer its admin. */
export function NewGroupChatDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="New group chat" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened ? <GroupForm onDone={onClose} /> : null}
    </Modal>
  );
}

function GroupForm({ onDone }: { onDone: () => void }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ChatPersonFragment[]>([]);
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(ChatPeopleSearchDocument, { variables: { search: debounced }, skip: debounced.length < 2 });
  const [start, { loading }] = useMutation(StartGroupChatDocument);
  const found = (query.data?.users.results ?? []).filter((person) => person.id !== viewer?.id);
  const shown = [...chosen, ...found.filter((person) => !chosen.some((picked) => picked.id === person.id))];

  const toggle = (person: ChatPersonFragment, on: boolean) =>
    setChosen((current) => (on ? [...current, person] : current.filter((picked) => picked.id !== person.id)));
  const submit = async () => {
    if (!name.trim()) return setProblem('Give the group a name.');
    if (chosen.length === 0) return setProblem('Choose at least one member.');
    setProblem(null);
    const { data, error } = await start({ variables: { name: name.trim(), participantIds: chosen.map((person) => person.id) }, refetchQueries: ['ChatList'] });
    if (!data?.chat) return setProblem(summarizeError(error).message ?? 'We could not start this group.');
    onDone();
    void navigate({ to: '/chat/$chatId', params: { chatId: data.chat.id } });
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormAlert message={problem} title="We could not start the group" />
      <TextInput label="Group name" required maxLength={maxLength.name} value={name} onChange={(event) => setName(event.currentTarget.value)} data-autofocus />
      <TextInput
        label="Members"
        placeholder="Search members by name"
        maxLength={maxLength.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {query.error ? <LoadError message={summarizeError(query.error).message ?? 'We could not search members.'} onRetry={() => void query.refetch()} /> : null}
      {debounced.length >= 2 && query.loading ? <ListSkeleton rows={2} /> : null}
      {debounced.length >= 2 && query.data && found.length === 0 ? (
        <Text size="sm" c="dimmed">
          No member matches “{debounced}”.
        </Text>
      ) : null}
      {shown.length > 0 ? (
        <Stack gap={6} role="group" aria-label="Chosen members">
          {shown.map((person) => (
            <Checkbox
              key={person.id}
              checked={chosen.some((picked) => picked.id === person.id)}
              onChange={(event) => toggle(person, event.currentTarget.checked)}
              label={
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <Avatar src={person.profile.profileImageUrl ?? null} alt="" radius="xl" size="sm" color="koinonia" aria-hidden>
                    {initials(person)}
                  </Avatar>
                  {displayName(person)}
                </span>
              }
            />
          ))}
        </Stack>
      ) : null}
      <Button type="submit" loading={loading}>
        Start group
      </Button>
    </Stack>
  );
}
