import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { displayName, type NamedPerson } from '../../lib/format/names.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';

/**
 * The connection button's states that need no data, drawn as ConnectionButton draws them (the
 * public profile renders and hydrates without Apollo Client, which ConnectionButton reads
 * through): an anonymous visitor's Connect, a link to sign in and back here; and a member's
 * Connect, disabled until their connection with this member is known.
 */
export function ConnectPlaceholder({ person, anonymous }: { person: NamedPerson; anonymous: boolean }) {
  const location = useLocation();
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        {anonymous ? (
        <ButtonLink to="/sign-in" search={{ redirect: location.href }} size="sm" leftSection={<IconUserPlus size={16} aria-hidden />}>
          Connect<span className="visually-hidden"> with {displayName(person)}</span>
        </ButtonLink>
      ) : (
        <Button size="sm" disabled leftSection={<IconUserPlus size={16} aria-hidden />}>
          Connect
        </Button>
        )}
      </Group>
    </Stack>
  );
}
