import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ReportChatMessageDocument } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';

// The API's limit on a report's reason (reportChatMessage).
const REASON_MAX = 1000;

/**
 * The dialog behind "Report" on someone else's message: asks why and sends it to the moderators
 * (community's reports; a group's admins for a group's chat). A second report of the same message
 * (CONFLICT) is not a failure: the member is told the moderators have it.
 */
export function ReportMessageDialog({ chatId, messageId, sender, opened, onClose }: { chatId: string; messageId: string; sender: string; opened: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { loading }] = useDataMutation(ReportChatMessageDocument);

  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const done = (words: string) => {
    toastSuccess(words);
    announce(words);
    close();
  };
  const send = async () => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setProblem('Please tell the moderators what is wrong.');
      return;
    }
    setProblem(null);
    const { data, error } = await report({ variables: { messageId, chatId, reason: trimmed } });
    if (data?.reportChatMessage) done('Thank you. The moderators will look at this message.');
    else if (errorCode(error) === 'CONFLICT') done('You have already reported this message; the moderators have it.');
    else setProblem(summarizeError(error).message ?? 'We could not send your report. Please try again.');
  };

  return (
    <Modal opened={opened} onClose={close} title={`Report ${sender}’s message`} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">The moderators read every report. {sender} is not told who reported it.</Text>
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
          <Button color="red.9" loading={loading} onClick={() => void send()}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
