import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import type { ChatType } from '../../__generated__/graphql/graphql.ts';
import { DialogOnDemand, onDemand } from '../../lib/ui/on-demand.tsx';

const dialog = onDemand(() => import('./participants-panel.tsx').then((module) => module.ParticipantsDialog));

/** "People" in the conversation's header: opens the participants and moderator rights panel. */
export function ParticipantsButton({ chatId, chatType }: { chatId: string; chatType: ChatType }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        onClick={open}
        onPointerEnter={() => void dialog.preload()}
        onFocus={() => void dialog.preload()}
        aria-label="People in this chat"
        aria-haspopup="dialog"
        ml="auto"
      >
        <IconUsers size={18} aria-hidden />
      </ActionIcon>
      <DialogOnDemand opened={opened}>{(shown) => <dialog.Component chatId={chatId} chatType={chatType} opened={shown} onClose={close} />}</DialogOnDemand>
    </>
  );
}
