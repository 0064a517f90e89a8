import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../../app/runtime-config.ts';
import { isDevMailboxActive } from '../dev-mailbox/mailbox.client.ts';

/**
 * Whether to offer the dev mailbox: in development mode, when the gateway shows this browser the
 * mailbox (it is the e-mail adapter, and the browser is on the server's machine).
 */
export function useDevMailboxAvailable(email: string | undefined): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!email || !getRuntimeConfig().devMode) return;
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
