/**
 * Toasts for mutation results. The notifications package is loaded on first use, keeping it out
 * of the initial JavaScript (the <Notifications /> host is mounted lazily too, see toast-host).
 */
type Show = (typeof import('@mantine/notifications'))['notifications']['show'];

function show(options: Parameters<Show>[0]): void {
  // The close button is an icon: it needs a name for screen readers (axe: button-name). Under a
  // title Mantine greys the message with gray 6 (3.3:1 on white); dimmed is gray 7 here (theme.ts).
  const named = {
    closeButtonProps: { 'aria-label': 'Close this message' },
    styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    ...options,
  };
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(named));
}

export function toastSuccess(message: string, title?: string): void {
  show({ color: 'teal', title, message, autoClose: 5000 });
}

export function toastError(message: string, title = 'Something went wrong'): void {
  show({ color: 'red', title, message, autoClose: 8000 });
}
