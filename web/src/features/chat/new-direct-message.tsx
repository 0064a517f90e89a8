import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { DialogOnDemand, onDemand } from '../../lib/ui/on-demand.tsx';

const dialog = onDemand(() => import('./new-direct-message-dialog.tsx').then((module) => module.NewDirectMessageDialog));

/** "New message": search members by name and open (or start) the direct chat with one. */
export function NewDirectMessage() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        leftSection={<IconPencilPlus size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={() => void dialog.preload()}
        onFocus={() => void dialog.preload()}
      >
        New message
      </Button>
      <DialogOnDemand opened={opened}>{(shown) => <dialog.Component opened={shown} onClose={close} />}</DialogOnDemand>
    </>
  );
}
