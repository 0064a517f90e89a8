import { ActionIcon, Avatar, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconDots, IconFlag, IconMoodSmile } from '@tabler/icons-react';
import { Suspense, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
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
import type { MessageAction } from './message-menu.tsx';
import { DialogOnDemand, MenuOnDemand, onDemand, type MenuButtonProps } from '../../lib/ui/on-demand.tsx';
import classes from './chat.module.css';

const menu = onDemand(() => import('./message-menu.tsx').then((module) => module.MessageMenu));
const namesTooltip = onDemand(() => import('./names-tooltip.tsx').then((module) => module.NamesTooltip));
const reportDialog = onDemand(() => import('./report-message.tsx').then((module) => module.ReportMessageDialog));

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
          <MessageMenuButton
            label={`React to ${mine ? 'your' : `${sender}'s`} message`}
            icon={<IconMoodSmile size={16} aria-hidden />}
            position={mine ? 'bottom-end' : 'bottom-start'}
            inline
            actions={EMOJIS.map((emoji) => ({
              key: emoji,
              label: emoji,
              'aria-label': `React ${emoji}`,
              onSelect: () => void toggle(emoji, message.reactions.some((reaction) => reaction.emoji === emoji && reaction.userId === viewer?.id)),
            }))}
          />
          {mine ? (
            <MessageMenuButton
              label="Your message's actions"
              icon={<IconDots size={16} aria-hidden />}
              position="bottom-end"
              actions={[
                { key: 'edit', label: 'Edit', onSelect: () => setEditing(true) },
                { key: 'delete', label: 'Delete', color: 'red', onSelect: () => void del() },
              ]}
            />
          ) : (
            <MessageMenuButton
              label={`${sender}'s message: more actions`}
              icon={<IconDots size={16} aria-hidden />}
              position="bottom-start"
              actions={[
                { key: 'report', label: 'Report', icon: <IconFlag size={14} aria-hidden />, onSelect: () => setReporting(true) },
                ...(canRemove ? [{ key: 'remove', label: 'Remove as moderator', color: 'red', onSelect: () => void del() }] : []),
              ]}
            />
          )}
          {mine ? null : (
            <DialogOnDemand opened={reporting}>
              {(shown) => <reportDialog.Component chatId={chatId} messageId={message.id} sender={sender} opened={shown} onClose={() => setReporting(false)} />}
            </DialogOnDemand>
          )}
        </Group>
      )}
      {message.reactions.length > 0 ? (
        <Group gap={4}>
          {groupReactions(message.reactions, viewer?.id).map((group) => (
            <ReactionNames
              key={group.emoji}
              names={group.names.join(', ')}
              pill={(pointer) => (
                <Button
                  size="compact-xs"
                  radius="xl"
                  variant={group.mine ? 'light' : 'default'}
                  aria-pressed={group.mine}
                  aria-label={`${group.emoji} ${group.count}: ${group.names.join(', ')}`}
                  onClick={() => void toggle(group.emoji, group.mine)}
                  {...pointer}
                >
                  {group.emoji} {group.count}
                </Button>
              )}
            />
          ))}
        </Group>
      ) : null}
      {footer}
    </Stack>
  );
}

interface PointerHandlers {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: () => void;
}

/**
 * A reaction with who reacted in a tooltip on pointing at it (as the aria-label says); the
 * tooltip's code downloads the first time a mouse points at one.
 */
function ReactionNames({ names, pill }: { names: string; pill: (pointer: PointerHandlers) => ReactElement }) {
  const [wanted, setWanted] = useState(false);
  const [pointed, setPointed] = useState(false);
  const plain = pill({
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse') return;
      setPointed(true);
      setWanted(true);
    },
    onPointerLeave: () => setPointed(false),
  });
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <namesTooltip.Component names={names} pointed={pointed}>
        {plain}
      </namesTooltip.Component>
    </Suspense>
  );
}

/** A message's menu button; the menu itself (Mantine's Menu) downloads on first use. */
function MessageMenuButton({
  label,
  icon,
  position,
  actions,
  inline,
}: {
  label: string;
  icon: ReactNode;
  position: 'bottom-start' | 'bottom-end';
  actions: readonly MessageAction[];
  inline?: boolean;
}) {
  const button = (props: MenuButtonProps) => (
    <ActionIcon variant="subtle" size="sm" color="gray" aria-label={label} {...props}>
      {icon}
    </ActionIcon>
  );
  return (
    <MenuOnDemand button={button} preload={menu.preload}>
      <menu.Component button={button} position={position} actions={actions} inline={inline} />
    </MenuOnDemand>
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
