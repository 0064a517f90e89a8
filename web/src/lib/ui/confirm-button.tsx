import { Button, type ButtonProps } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { onDemand } from './on-demand.tsx';

export interface ConfirmButtonProps {
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
}

// The dialog (Mantine's Popover, with Floating UI and the focus trap: some 24 KB gzip) downloads
// when a confirmation is first asked for, not with every page that shows such a button.
const popover = onDemand(() => import('./confirm-popover.tsx').then((module) => module.ConfirmPopover));

/**
 * A button that asks first (leave a group, delete a post, remove a member): a small dialog with
 * the question, Cancel and the confirming button (confirm-popover.tsx). Until it is first pressed
 * a stand-in that looks the same is drawn; pointing at it or focusing it starts the download.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const [wanted, setWanted] = useState(false);
  const { children, disabled, loading, size = 'sm', variant = 'default', color, leftSection } = props;
  const standIn = (
    <Button
      size={size}
      variant={variant}
      color={color}
      leftSection={leftSection}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void popover.preload()}
      onFocus={() => void popover.preload()}
      disabled={disabled}
      loading={loading}
      aria-haspopup="dialog"
      aria-expanded={false}
    >
      {children}
    </Button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <popover.Component {...props} />
    </Suspense>
  );
}
