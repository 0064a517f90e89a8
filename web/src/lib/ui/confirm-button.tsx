import { Button, Group, Popover, Stack, Text, type ButtonProps } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

/**
 * A button that asks first (leave a group, delete a post, remove a member): a small dialog with
 * the question, Cancel and the confirming button. Focus stays inside it and returns to the button.
 */
export function ConfirmButton({
  children,
  question,
  confirmLabel,
  onConfirm,
  disabled,
  loading,
  size = 'sm',
  variant = 'default',
  color,
  leftSection,
}: {
  children: ReactNode;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  loading?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  leftSection?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const questionId = useId();
  return (
    // withRoles off: the dialog is named by its question, not by the button that opened it.
    <Popover opened={open} onChange={setOpen} trapFocus returnFocus withRoles={false} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          size={size}
          variant={variant}
          color={color}
          leftSection={leftSection}
          onClick={() => setOpen((value) => !value)}
          disabled={disabled}
          loading={loading}
          aria-haspopup="dialog"
          aria-expanded={open}
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
            <Button size="xs" variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {/* Red 9: white text on Mantine's default red is under 4.5:1 (axe: color-contrast). */}
            <Button
              size="xs"
              color="red.9"
              onClick={() => {
                setOpen(false);
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
