import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ConfirmProfileUploadDocument,
  DeleteProfileFileDocument,
  ProfileUploadSlotDocument,
  type ProfileFilePurpose,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { checkFile, profileFileRules, uploadFailedMessage, uploadProblemOf, type UploadProblem } from './profile-file-rules.ts';
import { putFile, UploadTransferError } from './upload-file.ts';

export type UploadStep =
  | { step: 'idle' }
  | { step: 'chosen'; file: File; preview: string | null }
  | { step: 'uploading'; file: File; preview: string | null; progress: number };

/**
 * One profile file's upload: choose (images get a preview), then slot, bytes with progress, and
 * confirmation; or removal. The confirmed Profile lands in Apollo's cache, so the profile, the top
 * bar and the public profile show the new file at once. `status` is for a polite live region.
 */
export function useProfileUpload(purpose: ProfileFilePurpose) {
  const rule = profileFileRules[purpose];
  const [requestSlot] = useDataMutation(ProfileUploadSlotDocument);
  const [confirm] = useDataMutation(ConfirmProfileUploadDocument);
  const [remove, { loading: removing }] = useDataMutation(DeleteProfileFileDocument);
  const [state, setState] = useState<UploadStep>({ step: 'idle' });
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [status, setStatus] = useState('');
  const preview = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const dropPreview = useCallback(() => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);
  useEffect(
    () => () => {
      abort.current?.abort();
      dropPreview();
    },
    [dropPreview],
  );

  const choose = useCallback(
    (file: File | null) => {
      dropPreview();
      setStatus('');
      if (!file) {
        setState({ step: 'idle' });
        return;
      }
      const refused = checkFile(rule, file);
      setProblem(refused);
      if (refused) {
        setState({ step: 'idle' });
        return;
      }
      preview.current = rule.kind === 'image' ? URL.createObjectURL(file) : null;
      setState({ step: 'chosen', file, preview: preview.current });
      setStatus(`${file.name} chosen. Upload it to put it on your profile.`);
    },
    [dropPreview, rule],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    dropPreview();
    setProblem(null);
    setState({ step: 'idle' });
    setStatus('Upload cancelled.');
  }, [dropPreview]);

  const upload = useCallback(async () => {
    if (state.step !== 'chosen') return;
    const { file } = state;
    setProblem(null);
    setState({ ...state, step: 'uploading', progress: 0 });
    setStatus(`Uploading ${file.name}…`);
    const fail = (next: UploadProblem) => {
      setProblem(next);
      setState({ step: 'chosen', file, preview: state.preview });
      setStatus('');
    };
    const slot = await requestSlot({ variables: { purpose, size: file.size, fileName: file.name } });
    if (!slot.data) return fail(uploadProblemOf(rule, slot.error));
    const controller = new AbortController();
    abort.current = controller;
    try {
      await putFile(slot.data.profileUploadSlot, file, (progress) => setState((current) => (current.step === 'uploading' ? { ...current, progress } : current)), controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      return fail({ message: uploadFailedMessage(rule.label), reason: error instanceof UploadTransferError ? error.message : null });
    } finally {
      abort.current = null;
    }
    const confirmed = await confirm({ variables: { slotId: slot.data.profileUploadSlot.id } });
    if (!confirmed.data) {
      // The server has looked at these bytes and refused them: trying them again is pointless (and
      // the preview of a file that is no image shows nothing), so the current file shows again.
      setProblem(uploadProblemOf(rule, confirmed.error));
      dropPreview();
      setState({ step: 'idle' });
      setStatus('');
      return;
    }
    dropPreview();
    setState({ step: 'idle' });
    setStatus(`${rule.label} uploaded.`);
  }, [confirm, dropPreview, purpose, requestSlot, rule, state]);

  const removeFile = useCallback(async () => {
    setProblem(null);
    const { data, error } = await remove({ variables: { purpose } });
    if (data) setStatus(`${rule.label} removed.`);
    else setProblem({ message: `${rule.label} could not be removed.`, reason: uploadProblemOf(rule, error).reason });
    return Boolean(data);
  }, [purpose, remove, rule]);

  return { rule, state, problem, status, removing, choose, cancel, upload, remove: removeFile };
}
