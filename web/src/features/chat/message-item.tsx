import { ActionIcon, Avatar, Button, Group, Menu, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconDots, IconFlag, IconMoodSmile } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  DeleteChatMessageDocument,
  EditChatMessageDocument,
  ReactToChatMessageDocument,
  RemoveChatReactionDocument,
  type ChatMessageItemFragment,
  type ChatReactionFragment,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { toastError } from '../../lib/ui/toasts.ts';
import { When } from '../feed/feed-author.tsx';
import { useViewer } from '../auth/session.ts';
import { groupReactions } from './chat-rules.ts';
import { MessageAttachments } from './message-attachments.tsx';
import { ReportMessageDialog } from './report-message.tsx';
import classes from './chat.module.css';

const EMOJIS = ['👍', '❤️', '🙏', '😂', '🎉'];

export type OnReaction = (reaction: ChatReactionFragment, added: boolean) => void;

/** One message: sender, text or deletion notice, attachments, reactions, and the sender's edit and delete. */
export function MessageItem({
  chatId,
  message,
  mine,
  canRemove,
  onReaction,
  footer,
}: {
  chatId: string;
  message: ChatMessageItemFragment;
  mine: boolean;
  /** The viewer moderates: they may delete others' messages, shown to all as removed by a moderator. */
  canRemove: boolean;
  onReaction: OnReaction;
  /** Shown under the message ("Seen by 3" under the viewer's latest). */
  footer?: ReactNode;
}) {
  const viewer = useViewer();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [react] = useMutation(ReactToChatMessageDocument);
  const [unreact] = useMutation(RemoveChatReactionDocument);
  const [remove] = useMutation(DeleteChatMessageDocument);
  const sender = displayName(message.sender);

  const toggle = async (emoji: string, mineAlready: boolean) => {
    // The reactor's own change shows at once; the subscription brings everyone else's.
    if (mineAlready) {
      const { data, error } = await unreact({ variables: { messageId: message.id, emoji } });
      if (error) toastError(summarizeError(error).message ?? 'We could not remove your reaction.');
      else if (data?.removeReaction) onReaction(data.removeReaction, false);
      return;
    }
    const { data, error } = await react({ variables: { messageId: message.id, chatId, emoji } });
    if (error) toastError(summarizeError(error).message ?? 'We could not save your reaction.');
    else if (data) onReaction(data.reactToMessage, true);
  };
  const del = async () => {
    if (!window.confirm(mine ? 'Delete this message for everyone?' : `Remove ${sender}’s message for everyone? It will show as removed by a moderator.`)) return;
    const { error } = await remove({ variables: { messageId: message.id } });
    if (error) toastError(summarizeError(error).message ?? 'We could not delete this message.');
  };

  return (
    <Stack component="li" gap={2} className={mine ? classes.mine : undefined} align={mine ? 'flex-end' : 'flex-start'} aria-label={`${sender}`}>
      <Group gap={6} wrap="nowrap">
        {mine ? null : (
          <Avatar src={message.sender.profile.profileImageUrl ?? null} alt="" size={24} radius="xl" color="koinonia" aria-hidden>
            {initials(message.sender)}
          </Avatar>
        )}
        <Text size="xs" fw={600}>
          {mine ? 'You' : sender}
        </Text>
        <When value={message.createdAt} edited={message.isEdited} />
      </Group>
      {message.isDeleted ? (
        <Text size="sm" fs="italic" c="dimmed" className={classes.bubble}>
          Message {message.deletionNotice ?? 'deleted'}
        </Text>
      ) : editing ? (
        <EditForm message={message} onDone={() => setEditing(false)} />
      ) : (
        <Group gap={4} wrap="nowrap" align="flex-start" style={{ flexDirection: mine ? 'row-reverse' : 'row', maxWidth: '100%' }}>
          <div className={classes.bubble}>
            {message.content ? <Text size="sm">{message.content}</Text> : null}
            <MessageAttachments attachments={message.attachments} />
          </div>
          <Menu position={mine ? 'bottom-end' : 'bottom-start'} withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" size="sm" color="gray" aria-label={`React to ${mine ? 'your' : `${sender}'s`} message`}>
                <IconMoodSmile size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Group gap={2}>
                {EMOJIS.map((emoji) => (
                  <Menu.Item key={emoji} onClick={() => void toggle(emoji, message.reactions.some((reaction) => reaction.emoji === emoji && reaction.userId === viewer?.id))} aria-label={`React ${emoji}`}>
                    {emoji}
                  </Menu.Item>
                ))}
              </Group>
            </Menu.Dropdown>
          </Menu>
          {mine ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="sm" color="gray" aria-label="Your message's actions">
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>
                <Menu.Item color="red" onClick={() => void del()}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="sm" color="gray" aria-label={`${sender}'s message: more actions`}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setReporting(true)}>
                  Report
                </Menu.Item>
                {canRemove ? (
                  <Menu.Item color="red" onClick={() => void del()}>
                    Remove as moderator
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          )}
          {mine ? null : <ReportMessageDialog chatId={chatId} messageId={message.id} sender={sender} opened={reporting} onClose={() => setReporting(false)} />}
        </Group>
      )}
      {message.reactions.length > 0 ? (
        <Group gap={4}>
          {groupReactions(message.reactions, viewer?.id).map((group) => (
            <Tooltip key={group.emoji} label={group.names.join(', ')}>
              <Button
                size="compact-xs"
                radius="xl"
                variant={group.mine ? 'light' : 'default'}
                aria-pressed={group.mine}
                aria-label={`${group.emoji} ${group.count}: ${group.names.join(', ')}`}
                onClick={() => void toggle(group.emoji, group.mine)}
              >
                {group.emoji} {group.count}
              </Button>
            </Tooltip>
          ))}
        </Group>
      ) : null}
      {footer}
    </Stack>
  );
}

function EditForm({ message, onDone }: { message: ChatMessageItemFragment; onDone: () => void }) {
  const [content, setContent] = useState(message.content ?? '');
  const [edit, { loading }] = useMutation(EditChatMessageDocument);
  const save = async () => {
    if (!content.trim()) return;
    const { error } = await edit({ variables: { id: message.id, content } });
    if (error) toastError(summarizeError(error).message ?? 'We could not edit this message.');
    else onDone();
  };
  return (
    <Stack gap={4} w="min(100%, 480px)">
      <Textarea
        label="Edit your message"
        value={content}
        autosize
        minRows={1}
        maxRows={6}
        data-autofocus
        autoFocus
        onChange={(event) => setContent(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void save();
          }
        }}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button size="xs" loading={loading} onClick={() => void save()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
