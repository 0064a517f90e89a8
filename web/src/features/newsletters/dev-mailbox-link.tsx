import { Text } from '@mantine/core';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { useDevMailboxAvailable } from '../auth/use-dev-mailbox-link.ts';

/** In development (the dev mailbox is the active mail adapter): a link to the messages sent to `to`. */
export function DevMailboxLink({ to }: { to: string }) {
  const available = useDevMailboxAvailable(to);
  if (!available) return null;
  return (
    <Text size="sm">
      Development:{' '}
      <AnchorLink to="/dev/mailbox" search={{ to }} fw={600}>
        open the dev mailbox
      </AnchorLink>
    </Text>
  );
}
