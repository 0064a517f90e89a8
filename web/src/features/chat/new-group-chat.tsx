import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersPlus } from '@tabler/icons-react';
import { DialogOnDemand, onDemand } from '../../lib/ui/on-demand.tsx';

const dialog = onDemand(() => import('./new-group-chat-dialog.tsx').then((module) => module.NewGroupChatDialog));

/** "New group": a named chat of chosen members, the viewer its admin. */
export function NewGroupChat() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUsersPlus size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={() => void dialog.preload()}
        onFocus={() => void dialog.preload()}
      >
        New group
      </Button>
      <DialogOnDemand opened={opened}>{(shown) => <dialog.Component opened={shown} onClose={close} />}</DialogOnDemand>
    </>
  );
}
