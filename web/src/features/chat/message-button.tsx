import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { StartDirectChatDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError } from '../../lib/ui/toasts.ts';

/** "Message" on a member's profile: opens (or starts) the direct chat with them. */
export function MessageButton({ userId, size = 'sm' }: { userId: string; size?: 'xs' | 'sm' | 'md' }) {
  const navigate = useNavigate();
  const [start, { loading }] = useMutation(StartDirectChatDocument);
  const open = async () => {
    const { data, error } = await start({ variables: { userId } });
    if (!data?.chat) {
      toastError(summarizeError(error).message ?? 'We could not open this chat.');
      return;
    }
    void navigate({ to: '/chat/$chatId', params: { chatId: data.chat.id } });
  };
  return (
    <Button size={size} variant="default" loading={loading} leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={() => void open()}>
      Message
    </Button>
  );
}
