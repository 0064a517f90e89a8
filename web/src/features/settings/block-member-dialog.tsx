import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { BlockProfileDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';

export interface BlockTarget {
  name: string;
  profileId: string;
}

/** The lists a block changes: connections and requests end, and the blocked list grows. */
const AFFECTED_QUERIES = ['NetworkConnections', 'MyBlocks', 'MyBlockedMemberIds', 'PeopleSearch', 'SuggestedConnections'];

/**
 * Asks before blocking a member, with an optional reason (kept with the block, for the member's
 * own memory). Blocking ends any connection or request between the two.
 */
export function BlockMemberDialog({ target, onClose, onBlocked }: { target: BlockTarget | null; onClose: () => void; onBlocked?: (target: BlockTarget) => void }) {
  const data = useDataLayer();
  const [blockProfile, { loading }] = useDataMutation(BlockProfileDocument);
  const [reason, setReason] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setAlert(null);
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    setAlert(null);
    const trimmed = reason.trim();
    const { data: result, error } = await blockProfile({ variables: { profileId: target.profileId, reason: trimmed === '' ? null : trimmed } });
    if (!result?.blockProfile) {
      setAlert(summarizeError(error).message ?? 'We could not block this member. Please try again.');
      return;
    }
    const client = await data.client();
    await client.refetchQueries({ include: AFFECTED_QUERIES });
    toastSuccess(`${target.name} is blocked. You can unblock them in Settings.`, 'Member blocked');
    onBlocked?.(target);
    close();
  };

  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Block ${target.name}?` : 'Block member?'} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">
          They will no longer see your profile, find you in search or ask to connect with you. Any connection or request between you ends.
          They are not told.
        </Text>
        <FormAlert message={alert} title="We could not block this member" />
        <Textarea
          label="Reason (optional)"
          description="Kept with the block, under Settings → Blocked members."
          autosize
          minRows={2}
          maxRows={5}
          maxLength={maxLength.shortText}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red.9" loading={loading} onClick={() => void confirm()}>
            Block
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
