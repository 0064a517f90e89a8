import type { ErrorLike } from '@apollo/client';
import { Alert, Button, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { checkFile, uploadFailedMessage, uploadProblemOf, type ProfileFileRule, type UploadProblem } from '../profile/profile-file-rules.ts';
import { putFile, UploadTransferError, type UploadTarget } from '../profile/upload-file.ts';

/** What a mutation answered: data when it worked, the error otherwise. */
interface Answer<T> {
  data?: T | null;
  error?: ErrorLike | null;
}

/** Where an image goes: the owner's own upload slot, confirmation and removal operations. */
export interface ImageDestination {
  requestSlot: (file: File) => Promise<Answer<UploadTarget & { id: string }>>;
  confirm: (slotId: string) => Promise<Answer<unknown>>;
  remove: () => Promise<Answer<unknown>>;
  removing: boolean;
}

/**
 * One image of a group or an organization (its picture or its banner), for its admins: choose a
 * file (a preview), upload it with progress, or remove the current one after a confirmation. The
 * confirmed owner lands in Apollo's cache, so the page shows the new image at once. Errors are
 * announced; progress and outcomes go to a live region.
 */
export function ImageUploadField({
  title,
  noun,
  shape,
  advice,
  rule,
  currentUrl,
  destination,
}: {
  title: string;
  /** "group image", "logo": the buttons' and messages' word for it. */
  noun: string;
  shape: 'square' | 'banner';
  /** Said before the file rule's limits ("A square image works best."). */
  advice?: string;
  rule: ProfileFileRule;
  currentUrl: string | null;
  destination: ImageDestination;
}) {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [status, setStatus] = useState('');
  const resetPicker = useRef<() => void>(null);
  const id = useId();

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const choose = (file: File | null) => {
    resetPicker.current?.();
    setStatus('');
    if (!file) return;
    const refused = checkFile(rule, file);
    setProblem(refused);
    if (refused) return;
    setChosen({ file, preview: URL.createObjectURL(file) });
    setStatus(`${file.name} chosen. Upload it to put it on the page.`);
  };

  const upload = async () => {
    if (!chosen) return;
    const { file } = chosen;
    setProblem(null);
    setProgress(0);
    setStatus(`Uploading ${file.name}…`);
    try {
      const slot = await destination.requestSlot(file);
      if (!slot.data) return setProblem(uploadProblemOf(rule, slot.error));
      try {
        await putFile(slot.data, file, setProgress);
      } catch (error) {
        return setProblem({ message: uploadFailedMessage(rule.label), reason: error instanceof UploadTransferError ? error.message : null });
      }
      const confirmed = await destination.confirm(slot.data.id);
      // Confirmed or refused, the chosen file is done with: a refused one must be chosen again.
      setChosen(null);
      if (!confirmed.data) return setProblem(uploadProblemOf(rule, confirmed.error));
      setStatus(`The ${noun} is uploaded.`);
    } finally {
      setProgress(null);
    }
  };

  const removeImage = async () => {
    setProblem(null);
    const { data, error } = await destination.remove();
    if (data) setStatus(`The ${noun} is removed.`);
    else setProblem({ message: `The ${noun} could not be removed.`, reason: uploadProblemOf(rule, error).reason });
  };

  const shown = chosen?.preview ?? currentUrl;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`} style={{ minWidth: 0 }}>
      <Title order={3} size="h5" id={`${id}-title`}>
        {title}
      </Title>
      {shown ? (
        <img
          src={shown}
          alt={chosen ? `Preview of the new ${noun}` : `Current ${noun}`}
          style={
            shape === 'square'
              ? { width: 96, height: 96, borderRadius: 16, objectFit: 'cover' }
              : { width: '100%', maxWidth: 360, aspectRatio: '3 / 1', borderRadius: 8, objectFit: 'cover' }
          }
        />
      ) : (
        <Text size="sm" c="dimmed">
          No {noun} yet.
        </Text>
      )}
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        {advice ? `${advice} ` : null}
        {rule.hint}
      </Text>
      {progress !== null ? <Progress value={percent} aria-label={`Uploading the ${noun}`} size="lg" radius="xl" /> : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={problem.message}>
          {problem.reason}
        </Alert>
      ) : null}
      <Group gap="xs">
        {chosen ? (
          <>
            <Button size="xs" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => void upload()} loading={progress !== null}>
              Upload {noun}
            </Button>
            <Button size="xs" variant="default" onClick={() => setChosen(null)} disabled={progress !== null}>
              Cancel<span className="visually-hidden"> the new {noun}</span>
            </Button>
          </>
        ) : (
          <FileButton onChange={choose} resetRef={resetPicker} accept={rule.accept} inputProps={{ 'aria-label': `Choose a ${noun} file` }}>
            {(props) => (
              <Button {...props} size="xs" variant="default" aria-describedby={`${id}-hint`}>
                {currentUrl ? `Replace ${noun}` : `Choose ${noun}`}
              </Button>
            )}
          </FileButton>
        )}
        {currentUrl && !chosen ? (
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            question={`Remove the ${noun}? The file is deleted.`}
            confirmLabel="Remove"
            loading={destination.removing}
            onConfirm={() => void removeImage()}
          >
            Remove<span className="visually-hidden"> the {noun}</span>
          </ConfirmButton>
        ) : null}
      </Group>
      <Text size="sm" role="status" aria-live="polite" c="dimmed">
        {progress !== null ? `Uploading: ${percent}%` : status}
      </Text>
    </Stack>
  );
}
