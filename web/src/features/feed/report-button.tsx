import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { ReportContentDocument, type ReportContentType } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';

// The API's limit on a report's reason (reportContent).
const REASON_MAX = 1000;

/** What members report here; chat messages are reported in the chat. */
type Reportable = Exclude<ReportContentType, 'CHAT_MESSAGE'>;

const WHAT: Record<Reportable, string> = { POST: 'post', COMMENT: 'comment', PRAYER: 'prayer request' };

/**
 * "Report" on someone else's post, comment or prayer: a dialog asks why, and the moderators get it.
 * A second report of the same content (CONFLICT) is not a failure for the member: they are told
 * it is already with the moderators.
 */
export function ReportButton({ contentType, contentId }: { contentType: Reportable; contentId: string }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { loading }] = useDataMutation(ReportContentDocument);
  const what = WHAT[contentType];

  const close = () => {
    setOpened(false);
    setReason('');
    setProblem(null);
  };

  const send = async () => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setProblem('Please tell the moderators what is wrong.');
      return;
    }
    setProblem(null);
    const { data, error } = await report({ variables: { contentType, contentId, reason: trimmed } });
    if (data?.reportContent.success) {
      toastSuccess(`Thank you. The moderators will look at this ${what}.`);
      announce(`Report sent. The moderators will look at this ${what}.`);
      close();
      return;
    }
    if (errorCode(error) === 'CONFLICT') {
      toastSuccess(`You have already reported this ${what}; the moderators have it.`);
      announce(`You have already reported this ${what}.`);
      close();
      return;
    }
    setProblem(summarizeError(error).message ?? data?.reportContent.message ?? 'We could not send your report. Please try again.');
  };

  return (
    <>
      <Button size="xs" variant="subtle" color="gray" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setOpened(true)} aria-haspopup="dialog">
        Report
      </Button>
      <Modal opened={opened} onClose={close} title={`Report this ${what}`} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text size="sm">The moderators read every report. The author is not told who reported it.</Text>
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
    </>
  );
}
