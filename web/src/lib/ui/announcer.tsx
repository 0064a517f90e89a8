import { useSyncExternalStore } from 'react';

/**
 * One polite live region for the whole page. A control that announces its own result from inside
 * itself falls silent when the result removes it (an accepted request leaves the list), so results
 * are announced here, in the shell, which outlives every page. The message stays visible to screen
 * readers until the next one.
 */
let message = '';
const listeners = new Set<() => void>();

export function announce(text: string): void {
  message = text;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Announcer() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
      {text}
    </div>
  );
}
