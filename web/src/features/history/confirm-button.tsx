import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

/** A button whose action runs only after a confirmation in a small dialog next to it. */
export function ConfirmButton({
  children,
  question,
  confirmLabel,
  onConfirm,
  disabled,
}: {
  children: ReactNode;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const questionId = useId();
  return (
    // withRoles off: the dialog is named by its question, not by the button that opened it.
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus withRoles={false} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button size="xs" variant="light" color="red" onClick={() => setOpened((open) => !open)} disabled={disabled} aria-haspopup="dialog" aria-expanded={opened}>
          {children}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={questionId}>
        <Stack gap="sm" maw={260}>
          <Text size="sm" id={questionId}>
            {question}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            {/* Red 9: white text on Mantine's default red is under 4.5:1 (axe: color-contrast). */}
            <Button
              size="xs"
              color="red.9"
              onClick={() => {
                setOpened(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
