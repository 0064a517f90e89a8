import { useCallback, useEffect, useRef, useState } from 'react';
import { FeedImageUploadSlotDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { checkFile, profileFileRules, uploadFailedMessage, uploadProblemOf, type ProfileFileRule, type UploadProblem } from '../profile/profile-file-rules.ts';
import { putFile, UploadTransferError } from '../profile/upload-file.ts';

/** A post's image: the same kinds and size as community's NEWS_FEED_IMAGE purpose (10 MB). */
export const postImageRule: ProfileFileRule = { ...profileFileRules.PROFILE_IMAGE, label: 'Image' };

/**
 * The composer's image: chosen (with a preview), then sent when the post is: a slot, the bytes
 * with progress. Answers the slot's id for the post, which confirms the upload; null when it
 * failed (`problem` says why).
 */
export function usePostImage() {
  const [requestSlot] = useDataMutation(FeedImageUploadSlotDocument);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = useCallback((chosen: File | null) => {
    setProblem(null);
    if (!chosen) return;
    const refused = checkFile(postImageRule, chosen);
    if (refused) {
      setProblem(refused);
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }, []);

  const clear = useCallback(() => {
    abort.current?.abort();
    setFile(null);
    setPreview(null);
    setProgress(null);
    setProblem(null);
  }, []);

  const send = useCallback(async (): Promise<string | null> => {
    if (!file) return null;
    setProblem(null);
    setProgress(0);
    const slot = await requestSlot({ variables: { size: file.size, fileName: file.name } });
    if (!slot.data) {
      setProgress(null);
      setProblem(uploadProblemOf(postImageRule, slot.error));
      return null;
    }
    const controller = new AbortController();
    abort.current = controller;
    try {
      await putFile(slot.data.feedUploadSlot, file, setProgress, controller.signal);
      return slot.data.feedUploadSlot.id;
    } catch (error) {
      if (!controller.signal.aborted) {
        setProblem({ message: uploadFailedMessage(postImageRule.label), reason: error instanceof UploadTransferError ? error.message : null });
      }
      setProgress(null);
      return null;
    } finally {
      abort.current = null;
    }
  }, [file, requestSlot]);

  return { file, preview, progress, problem, choose, clear, send, setProblem };
}
