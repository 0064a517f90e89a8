import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatUploadSlotDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { checkFile, uploadFailedMessage, uploadProblemOf, type UploadProblem } from '../profile/profile-file-rules.ts';
import { chatAttachmentRule, isImage, MAX_ATTACHMENTS } from './attachment-rules.ts';

/** A file chosen for the next message: uploading (progress 0..1), uploaded (uploadId) or refused (problem). */
export interface PendingAttachment {
  readonly key: string;
  readonly file: File;
  /** A local preview of an image. */
  readonly preview: string | null;
  readonly progress: number;
  readonly uploadId: string | null;
  readonly problem: UploadProblem | null;
}

let keys = 0;

/**
 * The composer's attachments: each chosen file is uploaded at once (a chat upload slot, then the
 * bytes with progress), so the message sends as soon as the text is written. Removing one cancels
 * its upload; the server forgets uploads never sent.
 */
export function useChatAttachments(chatId: string) {
  const [requestSlot] = useDataMutation(ChatUploadSlotDocument);
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const [limitProblem, setLimitProblem] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);
  const update = useCallback((key: string, change: Partial<PendingAttachment>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (key: string, file: File) => {
      const slot = await requestSlot({ variables: { chatId, size: file.size, fileName: file.name } });
      if (!slot.data) {
        update(key, { problem: uploadProblemOf(chatAttachmentRule, slot.error) });
        return;
      }
      const controller = new AbortController();
      uploads.current.set(key, controller);
      let transfer: typeof import('../profile/upload-file.ts') | null = null;
      try {
        // The transfer's code comes with the first file: most conversations send none.
        transfer = await import('../profile/upload-file.ts');
        await transfer.putFile(slot.data.chatUploadSlot, file, (progress) => update(key, { progress }), controller.signal);
        update(key, { uploadId: slot.data.chatUploadSlot.id, progress: 1 });
      } catch (error) {
        if (controller.signal.aborted) return;
        const reason = transfer && error instanceof transfer.UploadTransferError ? error.message : null;
        update(key, { problem: { message: uploadFailedMessage(chatAttachmentRule.label), reason } });
      } finally {
        uploads.current.delete(key);
      }
    },
    [chatId, requestSlot, update],
  );

  const choose = useCallback(
    (files: readonly File[]) => {
      const room = MAX_ATTACHMENTS - items.length;
      setLimitProblem(files.length > room ? `A message takes at most ${MAX_ATTACHMENTS} files; ${files.length - Math.max(room, 0)} were left out.` : null);
      const chosen = files.slice(0, Math.max(room, 0)).map((file): PendingAttachment => {
        const problem = checkFile(chatAttachmentRule, file);
        return { key: `a${(keys += 1)}`, file, preview: !problem && isImage(file.type) ? URL.createObjectURL(file) : null, progress: 0, uploadId: null, problem };
      });
      setItems((current) => [...current, ...chosen]);
      for (const item of chosen) if (!item.problem) void upload(item.key, item.file);
    },
    [items.length, upload],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setLimitProblem(null);
    setItems((current) => {
      const gone = current.find((item) => item.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return current.filter((item) => item.key !== key);
    });
  }, []);

  /** After sending: the previews go, the uploads now belong to the message. */
  const reset = useCallback(() => {
    setItems((current) => {
      current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview));
      return [];
    });
    setLimitProblem(null);
  }, []);

  const uploading = items.some((item) => !item.uploadId && !item.problem);
  const blocked = items.some((item) => item.problem);
  const uploadIds = items.flatMap((item) => (item.uploadId ? [item.uploadId] : []));
  return { items, limitProblem, uploading, blocked, uploadIds, choose, remove, reset };
}
