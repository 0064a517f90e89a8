/**
 * Toasts for mutation results. The notifications package is loaded on first use, keeping it out
 * of the initial JavaScript (the <Notifications /> host is mounted lazily too, see toast-host).
 */
type Show = (typeof import('@mantine/notifications'))['notifications']['show'];

function show(options: Parameters<Show>[0]): void {
  // The close button is an icon: it needs a name for screen readers (axe: button-name).
  const named = { closeButtonProps: { 'aria-label': 'Close this message' }, ...options };
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(named));
}

export function toastSuccess(message: string, title?: string): void {
  show({ color: 'teal', title, message, autoClose: 5000 });
}

export function toastError(message: string, title = 'Something went wrong'): void {
  show({ color: 'red', title, message, autoClose: 8000 });
}
