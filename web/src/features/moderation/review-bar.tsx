import { Button, Card, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconEyeOff, IconThumbUp, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ReportAction } from '../../__generated__/graphql/graphql.ts';
import { ACTION_WORDS, MAX_REVIEWED } from './moderation-rules.ts';
import classes from './moderation.module.css';

// The API's limit on a moderator's notes (reviewMultipleReports).
const NOTES_MAX = 2000;

/**
 * The decision on the selected reports: optional notes for the record, then dismiss (the content
 * stays), hide or remove it. Removing is asked again in a dialog first. `onReview` answers whether
 * it worked; the notes are cleared when it did.
 */
export function ReviewBar({ count, busy, onReview }: { count: number; busy: ReportAction | null; onReview: (action: ReportAction, notes: string) => Promise<boolean> }) {
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const tooMany = count > MAX_REVIEWED;
  const disabled = count === 0 || tooMany || busy !== null;

  const decide = async (action: ReportAction) => {
    setConfirming(false);
    if (await onReview(action, notes.trim())) setNotes('');
  };

  const button = (action: ReportAction, icon: ReactNode, color: string, onClick: () => void) => (
    <Button size="sm" variant={action === 'DISMISS' ? 'default' : 'filled'} color={color} leftSection={icon} loading={busy === action} disabled={disabled && busy !== action} onClick={onClick}>
      {ACTION_WORDS[action].button}
    </Button>
  );

  return (
    <Card withBorder radius="lg" padding="md" shadow="sm" className={classes.bar} component="section" aria-label="Review the selected reports">
      <Stack gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {count === 0 ? 'Select reports to review them together.' : `${count} selected`}
          {tooMany ? ` (at most ${MAX_REVIEWED} at once)` : ''}
        </Text>
        <Textarea
          label="Notes for the record (optional)"
          description="Kept with the reports; the reporter does not see them."
          autosize
          minRows={1}
          maxRows={4}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group gap="xs" wrap="wrap">
          {button('DISMISS', <IconThumbUp size={16} aria-hidden />, 'gray', () => void decide('DISMISS'))}
          {button('HIDE', <IconEyeOff size={16} aria-hidden />, 'koinonia', () => void decide('HIDE'))}
          {button('REMOVE', <IconTrash size={16} aria-hidden />, 'red.9', () => setConfirming(true))}
        </Group>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove the reported content?" centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">
            {count === 1 ? 'The reported content' : `The content of ${count} reports`} will be removed for everyone, and its other reports closed. Hiding it instead
            keeps it for its author.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red.9" onClick={() => void decide('REMOVE')}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
