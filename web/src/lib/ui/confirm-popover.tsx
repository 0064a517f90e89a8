import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { ConfirmButtonProps } from './confirm-button.tsx';
import { useOpenedOnMount } from './on-demand.tsx';

/**
 * ConfirmButton once its code has loaded: the same button with the question in a small dialog,
 * opened as it mounts (it replaces the stand-in that was pressed). Focus moves to its own button
 * first, so that closing the dialog brings focus back there; inside, focus stays in the dialog.
 */
export function ConfirmPopover({ children, question, confirmLabel, onConfirm, disabled, loading, size = 'sm', variant = 'default', color, leftSection }: ConfirmButtonProps) {
  const { target, opened, setOpened } = useOpenedOnMount();
  const questionId = useId();
  return (
    // withRoles off: the dialog is named by its question, not by the button that opened it.
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus withRoles={false} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          ref={target}
          size={size}
          variant={variant}
          color={color}
          leftSection={leftSection}
          onClick={() => setOpened(!opened)}
          disabled={disabled}
          loading={loading}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          {children}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={questionId}>
        <Stack gap="sm" maw={280}>
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
