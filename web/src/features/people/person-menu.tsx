import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconUserOff } from '@tabler/icons-react';
import type { PersonSummaryFragment } from '../../__generated__/graphql/graphql.ts';
import { displayName } from '../../lib/format/names.ts';
import type { BlockTarget } from '../settings/block-member-dialog.tsx';

/** A row's other actions: block (with a confirmation). */
export function PersonMenu({ person, onBlock }: { person: PersonSummaryFragment; onBlock: (target: BlockTarget) => void }) {
  const name = displayName(person);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.7" size="lg" aria-label={`More actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red.9" leftSection={<IconUserOff size={16} aria-hidden />} onClick={() => onBlock({ name, profileId: person.profile.id })}>
          Block {name}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
