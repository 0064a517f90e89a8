import { ReportContentDocument } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { ReportReasonDialog, type ReportOutcome } from '../moderation/report-reason-dialog.tsx';
import { WHAT, type Reportable } from './report-kinds.ts';

/**
 * The report dialog of a post, a comment or a prayer: the moderators get the reason. A second
 * report of the same content (CONFLICT) is not a failure for the member: they are told it is
 * already with the moderators. Mounted while open; `onClose` unmounts it.
 */
export function ReportDialog({ contentType, contentId, onClose }: { contentType: Reportable; contentId: string; onClose: () => void }) {
  const [report] = useDataMutation(ReportContentDocument);
  const what = WHAT[contentType];
  const send = async (reason: string): Promise<ReportOutcome> => {
    const { data, error } = await report({ variables: { contentType, contentId, reason } });
    if (data?.reportContent.success) {
      return { done: { toast: `Thank you. The moderators will look at this ${what}.`, announce: `Report sent. The moderators will look at this ${what}.` } };
    }
    if (errorCode(error) === 'CONFLICT') {
      return { done: { toast: `You have already reported this ${what}; the moderators have it.`, announce: `You have already reported this ${what}.` } };
    }
    return { problem: summarizeError(error).message ?? data?.reportContent.message ?? 'We could not send your report. Please try again.' };
  };
  return (
    <ReportReasonDialog
      opened
      title={`Report this ${what}`}
      note="The moderators read every report. The author is not told who reported it."
      send={send}
      onClose={onClose}
    />
  );
}
