import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';

// The API's limit on a report's reason (reportContent, reportChatMessage).
const REASON_MAX = 1000;

/** What sending a report came to: words for the member once it is with the moderators, or the problem. */
export type ReportOutcome = { done: { toast: string; announce: string } } | { problem: string };

/**
 * The dialog that asks a member why they report something (a post, a comment, a prayer, a chat
 * message) and sends it with `send`. An empty reason is refused here; once the moderators have the
 * report the member is told so and the dialog closes, its reason cleared.
 */
export function ReportReasonDialog({
  opened,
  title,
  note,
  send,
  onClose,
}: {
  opened: boolean;
  title: string;
  /** Under the title: who reads the report, and that its author is not told who sent it. */
  note: string;
  send: (reason: string) => Promise<ReportOutcome>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setProblem('Please tell the moderators what is wrong.');
      return;
    }
    setProblem(null);
    setSending(true);
    const outcome = await send(trimmed).finally(() => setSending(false));
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      return;
    }
    toastSuccess(outcome.done.toast);
    announce(outcome.done.announce);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">{note}</Text>
        <FormAlert message={problem} title="We could not send your report" />
        <Textarea
          label="What is wrong with it?"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red.9" loading={sending} onClick={() => void submit()}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
