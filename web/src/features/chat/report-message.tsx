import { ReportChatMessageDocument } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { ReportReasonDialog, type ReportOutcome } from '../moderation/report-reason-dialog.tsx';

const said = (words: string): ReportOutcome => ({ done: { toast: words, announce: words } });

/**
 * The dialog behind "Report" on someone else's message: asks why and sends it to the moderators
 * (community's reports; a group's admins for a group's chat). A second report of the same message
 * (CONFLICT) is not a failure: the member is told the moderators have it.
 */
export function ReportMessageDialog({ chatId, messageId, sender, opened, onClose }: { chatId: string; messageId: string; sender: string; opened: boolean; onClose: () => void }) {
  const [report] = useDataMutation(ReportChatMessageDocument);
  const send = async (reason: string): Promise<ReportOutcome> => {
    const { data, error } = await report({ variables: { messageId, chatId, reason } });
    if (data?.reportChatMessage) return said('Thank you. The moderators will look at this message.');
    if (errorCode(error) === 'CONFLICT') return said('You have already reported this message; the moderators have it.');
    return { problem: summarizeError(error).message ?? 'We could not send your report. Please try again.' };
  };
  return (
    <ReportReasonDialog
      opened={opened}
      title={`Report ${sender}’s message`}
      note={`The moderators read every report. ${sender} is not told who reported it.`}
      send={send}
      onClose={onClose}
    />
  );
}
