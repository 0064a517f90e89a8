import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ReportContentDocument } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert } from '../../lib/ui/form-errors.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { WHAT, type Reportable } from './report-kinds.ts';

// The API's limit on a report's reason (reportContent).
const REASON_MAX = 1000;

/**
 * The report dialog: it asks why, and the moderators get it. A second report of the same content
 * (CONFLICT) is not a failure for the member: they are told it is already with the moderators.
 * Mounted while open; `onClose` unmounts it.
 */
export function ReportDialog({ contentType, contentId, onClose }: { contentType: Reportable; contentId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, { loading }] = useDataMutation(ReportContentDocument);
  const what = WHAT[contentType];

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
      onClose();
      return;
    }
    if (errorCode(error) === 'CONFLICT') {
      toastSuccess(`You have already reported this ${what}; the moderators have it.`);
      announce(`You have already reported this ${what}.`);
      onClose();
      return;
    }
    setProblem(summarizeError(error).message ?? data?.reportContent.message ?? 'We could not send your report. Please try again.');
  };

  return (
    <Modal opened onClose={onClose} title={`Report this ${what}`} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
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
          <Button variant="default" onClick={onClose}>
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
