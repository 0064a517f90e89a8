import { ActionIcon, Group, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { SendChatMessageDocument, type ChatMessageItemFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError } from '../../lib/ui/toasts.ts';

const MAX_LENGTH = 5000;

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ chatId, label, onSent }: { chatId: string; label: string; onSent: (message: ChatMessageItemFragment) => void }) {
  const [content, setContent] = useState('');
  const [send, { loading }] = useMutation(SendChatMessageDocument);
  const submit = async () => {
    const text = content.trim();
    if (!text || loading) return;
    const { data, error } = await send({ variables: { chatId, content: text } });
    if (!data?.chatMessage) {
      toastError(summarizeError(error).message ?? 'We could not send your message.');
      return;
    }
    setContent('');
    onSent(data.chatMessage);
  };
  return (
    <Group
      component="form"
      gap="xs"
      p="sm"
      wrap="nowrap"
      align="flex-end"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
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
      <ActionIcon type="submit" size="lg" loading={loading} disabled={!content.trim()} aria-label="Send">
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
