import { Avatar, Badge, Button, Divider, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import {
  ChangeChatModeratorDocument,
  ChangeChatParticipantDocument,
  ChatPeopleDocument,
  type ChatModeratorRightsFragment,
  type ChatParticipantRowFragment,
  type ChatType,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { AddParticipants } from './add-participants.tsx';

type Right = 'canManageParticipants' | 'canDeleteMessages' | 'canPinMessages';
const RIGHTS: readonly { right: Right; label: string }[] = [
  { right: 'canManageParticipants', label: 'Manage participants' },
  { right: 'canDeleteMessages', label: 'Delete messages' },
  { right: 'canPinMessages', label: 'Pin messages' },
];

/** The participants and moderator rights panel, behind "People" in the conversation's header (participants-button.tsx). */
export function ParticipantsDialog({ chatId, chatType, opened, onClose }: { chatId: string; chatType: ChatType; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="People in this chat" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened ? <ParticipantsPanel chatId={chatId} chatType={chatType} /> : null}
    </Modal>
  );
}

/**
 * Who is in the chat, and what the viewer may do about it: admins and moderators who manage
 * participants add people (to a chat of chosen members) and remove them; admins grant and withdraw
 * moderator rights with switches; everyone but a direct chat's two people may leave.
 */
function ParticipantsPanel({ chatId, chatType }: { chatId: string; chatType: ChatType }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const people = useQuery(ChatPeopleDocument, { variables: { chatId } });
  const [changeParticipant, { loading: leaving }] = useMutation(ChangeChatParticipantDocument);
  if (people.error) return <LoadError message={summarizeError(people.error).message ?? 'We could not load the people in this chat.'} onRetry={() => void people.refetch()} />;
  if (!people.data) return <ListSkeleton rows={3} />;

  const { chatParticipants: participants, chatModerators: moderators } = people.data;
  const me = participants.find((participant) => participant.userId === viewer?.id);
  const myRights = moderators.find((moderator) => moderator.userId === viewer?.id);
  const isAdmin = me?.isAdmin ?? false;
  const manages = isAdmin || (myRights?.canManageParticipants ?? false);
  const refetch = () => void people.refetch();

  const leave = async () => {
    if (!window.confirm('Leave this chat? You will no longer see its messages.')) return;
    const { error } = await changeParticipant({ variables: { chatId, mutationType: 'DELETE' }, refetchQueries: ['ChatList'] });
    if (error) toastError(summarizeError(error).message ?? 'We could not take you out of this chat.');
    else void navigate({ to: '/chat' });
  };

  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Participants">
        {participants.map((participant) => (
          <ParticipantRow
            key={participant.id}
            chatId={chatId}
            participant={participant}
            rights={moderators.find((moderator) => moderator.userId === participant.userId) ?? null}
            isMe={participant.userId === viewer?.id}
            viewerIsAdmin={isAdmin}
            viewerManages={manages && chatType !== 'DIRECT'}
            onChanged={refetch}
          />
        ))}
      </Stack>
      {manages && chatType === 'USER_GROUP' ? (
        <>
          <Divider />
          <AddParticipants chatId={chatId} inChat={new Set(participants.map((participant) => participant.userId))} onAdded={refetch} />
        </>
      ) : null}
      {me && chatType !== 'DIRECT' ? (
        <>
          <Divider />
          <Button variant="light" color="red" loading={leaving} onClick={() => void leave()}>
            Leave this chat
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

function ParticipantRow({
  chatId,
  participant,
  rights,
  isMe,
  viewerIsAdmin,
  viewerManages,
  onChanged,
}: {
  chatId: string;
  participant: ChatParticipantRowFragment;
  rights: ChatModeratorRightsFragment | null;
  isMe: boolean;
  viewerIsAdmin: boolean;
  viewerManages: boolean;
  onChanged: () => void;
}) {
  const [changeModerator, moderatorChange] = useMutation(ChangeChatModeratorDocument);
  const [changeParticipant, participantChange] = useMutation(ChangeChatParticipantDocument);
  const name = displayName(participant.user);
  const canRemove = !isMe && viewerManages && (!participant.isAdmin || viewerIsAdmin);
  const canGrant = !isMe && viewerIsAdmin && !participant.isAdmin;

  const setRight = async (right: Right, on: boolean) => {
    const next = { canManageParticipants: rights?.canManageParticipants ?? false, canDeleteMessages: rights?.canDeleteMessages ?? false, canPinMessages: rights?.canPinMessages ?? false, [right]: on };
    const none = !next.canManageParticipants && !next.canDeleteMessages && !next.canPinMessages;
    // A moderator has at least one right: the last one off withdraws the role.
    const mutationType = !rights ? 'ADD' : none ? 'DELETE' : 'EDIT';
    const { error } = await changeModerator({ variables: { chatId, userId: participant.userId, ...next, mutationType } });
    if (error) toastError(summarizeError(error).message ?? `We could not change ${name}’s rights.`);
    else announce(`${name} ${on ? 'can now' : 'can no longer'} ${RIGHTS.find((r) => r.right === right)!.label.toLowerCase()}.`);
    onChanged();
  };
  const remove = async () => {
    if (!window.confirm(`Remove ${name} from this chat?`)) return;
    const { error } = await changeParticipant({ variables: { chatId, userId: participant.userId, mutationType: 'DELETE' } });
    if (error) toastError(summarizeError(error).message ?? `We could not remove ${name}.`);
    else announce(`${name} was removed from the chat.`);
    onChanged();
  };

  return (
    <Stack component="li" gap={6} aria-label={name}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={participant.user.profile.profileImageUrl ?? null} alt="" radius="xl" size="sm" color="koinonia" aria-hidden>
          {initials(participant.user)}
        </Avatar>
        <Text size="sm" fw={500} style={{ flex: 1 }} truncate>
          {isMe ? `${name} (you)` : name}
        </Text>
        {participant.isAdmin ? <Badge size="sm" variant="light">Admin</Badge> : rights ? <Badge size="sm" variant="light" color="grape">Moderator</Badge> : null}
        {canRemove ? (
          <Button size="compact-xs" variant="subtle" color="red" loading={participantChange.loading} onClick={() => void remove()} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        ) : null}
      </Group>
      {canGrant ? (
        <Stack gap={4} pl={40} role="group" aria-label={`${name}’s moderator rights`}>
          {RIGHTS.map(({ right, label }) => (
            <Switch
              key={right}
              size="xs"
              label={label}
              checked={rights?.[right] ?? false}
              disabled={moderatorChange.loading}
              onChange={(event) => void setRight(right, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
