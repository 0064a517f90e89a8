import { ActionIcon, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { SendChatMessageDocument, type ChatMessageItemFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError } from '../../lib/ui/toasts.ts';
import { chatAttachmentRule } from './attachment-rules.ts';
import { PendingAttachments } from './pending-attachments.tsx';
import { useChatAttachments } from './use-chat-attachments.ts';

const MAX_LENGTH = 5000;

/** The message box: Enter sends, Shift+Enter starts a new line; files are attached and uploaded before sending. */
export function Composer({ chatId, label, onSent }: { chatId: string; label: string; onSent: (message: ChatMessageItemFragment) => void }) {
  const [content, setContent] = useState('');
  const [send, { loading }] = useMutation(SendChatMessageDocument);
  const attachments = useChatAttachments(chatId);
  const ready = !attachments.uploading && !attachments.blocked && (content.trim() !== '' || attachments.uploadIds.length > 0);
  const submit = async () => {
    const text = content.trim();
    if (!ready || loading) return;
    const { data, error } = await send({
      variables: { chatId, content: text || null, attachments: attachments.uploadIds.map((uploadId) => ({ uploadId })) },
    });
    if (!data?.chatMessage) {
      toastError(summarizeError(error).message ?? 'We could not send your message.');
      return;
    }
    setContent('');
    attachments.reset();
    onSent(data.chatMessage);
  };
  return (
    <Stack gap={0} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <PendingAttachments items={attachments.items} limitProblem={attachments.limitProblem} onRemove={attachments.remove} />
      <Group
        component="form"
        gap="xs"
        p="sm"
        wrap="nowrap"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FileButton multiple accept={chatAttachmentRule.accept} onChange={(files) => attachments.choose(files)}>
          {(props) => (
            <ActionIcon {...props} size="lg" variant="subtle" color="gray" aria-label="Attach files" title={`Attach ${chatAttachmentRule.hint}`}>
              <IconPaperclip size={18} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label={label}
          placeholder="Write a message"
          description="Enter sends, Shift+Enter adds a line"
          value={content}
          maxLength={MAX_LENGTH}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          onChange={(event) => setContent(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <ActionIcon type="submit" size="lg" loading={loading} disabled={!ready} aria-label={attachments.uploading ? 'Send (waiting for uploads)' : 'Send'}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
