import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCheck, IconClock, IconUserCheck, IconUserPlus, IconX } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { displayName } from '../../lib/format/names.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { useConnection, type ConnectionPerson } from './use-connection.ts';

/**
 * The connection button for another member, in each state: Connect; Pending (withdraw); Accept or
 * Decline a request sent to me; Connected (remove, after a confirmation). An anonymous visitor's
 * Connect leads to sign-in and back here. Results are announced by the shell's live region and errors shown
 * under the buttons. Renders nothing on the member's own profile.
 */
export function ConnectionButton({ person, size = 'sm' }: { person: ConnectionPerson; size?: 'xs' | 'sm' | 'md' }) {
  const { standing, busy, error, run } = useConnection(person);
  const location = useLocation();
  const name = displayName(person);
  const errorId = useId();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);

  if (standing === 'self') return null;

  let buttons;
  switch (standing) {
    case 'anonymous':
      buttons = (
        <ButtonLink to="/sign-in" search={{ redirect: location.href }} size={size} leftSection={<IconUserPlus size={16} aria-hidden />}>
          Connect<span className="visually-hidden"> with {name}</span>
        </ButtonLink>
      );
      break;
    case 'loading':
      buttons = (
        <Button size={size} disabled leftSection={<IconUserPlus size={16} aria-hidden />}>
          Connect
        </Button>
      );
      break;
    case 'none':
      buttons = (
        <Button
          size={size}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => void run('connect')}
          aria-describedby={error ? errorId : undefined}
          data-analytics="connection-request"
        >
          Connect<span className="visually-hidden"> with {name}</span>
        </Button>
      );
      break;
    case 'sent':
      buttons = (
        <>
          <Badge variant="default" size="lg" leftSection={<IconClock size={14} aria-hidden />}>
            Pending
          </Badge>
          <Button size={size} variant="default" onClick={() => void run('withdraw')} disabled={busy !== null} aria-describedby={error ? errorId : undefined}>
            Withdraw<span className="visually-hidden"> your request to {name}</span>
          </Button>
        </>
      );
      break;
    case 'received':
      buttons = (
        <>
          <Button
            size={size}
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={() => void run('accept')}
            disabled={busy !== null}
            aria-describedby={error ? errorId : undefined}
          >
            Accept<span className="visually-hidden"> {name}&apos;s request</span>
          </Button>
          <Button size={size} variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={() => void run('decline')} disabled={busy !== null}>
            Decline<span className="visually-hidden"> {name}&apos;s request</span>
          </Button>
        </>
      );
      break;
    case 'connected':
      buttons = (
        // withRoles off: the dialog is named by its question, not by the button that opened it.
        <Popover opened={confirming} onChange={setConfirming} trapFocus returnFocus withRoles={false} position="bottom-end" withArrow shadow="md">
          <Popover.Target>
            <Button
              size={size}
              variant="light"
              leftSection={<IconUserCheck size={16} aria-hidden />}
              onClick={() => setConfirming((open) => !open)}
              disabled={busy !== null}
              aria-haspopup="dialog"
              aria-expanded={confirming}
            >
              Connected
            </Button>
          </Popover.Target>
          <Popover.Dropdown role="dialog" aria-labelledby={questionId}>
            <Stack gap="sm" maw={260}>
              <Text size="sm" id={questionId}>
                Remove {name} from your connections?
              </Text>
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button
                  size="xs"
                  color="red"
                  onClick={() => {
                    setConfirming(false);
                    void run('remove');
                  }}
                >
                  Remove connection
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      );
      break;
  }

  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        {buttons}
      </Group>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" role="alert" ta="right">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
