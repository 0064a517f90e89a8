import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../../app/runtime-config.ts';
import { isDevMailboxActive } from '../dev-mailbox/mailbox.client.ts';

/** Whether to offer the dev mailbox (only when it is the active e-mail adapter). */
export function useDevMailboxAvailable(email: string | undefined): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!email) return;
    let current = true;
    void isDevMailboxActive(getRuntimeConfig().apiUrl, email).then((active) => {
      if (current) setAvailable(active);
    });
    return () => {
      current = false;
    };
  }, [email]);
  return available;
}
