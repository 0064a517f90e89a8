import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconVideo, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { ApplicationVideoUploadSlotDocument, ConfirmApplicationVideoUploadDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { checkFile, uploadFailedMessage, uploadProblemOf, type ProfileFileRule, type UploadProblem } from '../profile/profile-file-rules.ts';
import { putFile, UploadTransferError } from '../profile/upload-file.ts';

// orgs-jobs' limits (kit's application video purpose); the server sniffs the bytes anyway.
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
const VIDEO_EXTENSIONS = ['.mp4', '.m4v', '.webm', '.mov'];
const RULE: ProfileFileRule = {
  label: 'Application video',
  kind: 'document',
  accept: [...VIDEO_TYPES, ...VIDEO_EXTENSIONS].join(','),
  types: VIDEO_TYPES,
  extensions: VIDEO_EXTENSIONS,
  maxBytes: 200 * 1024 * 1024,
  hint: 'MP4, WebM or QuickTime, up to 200 MB.',
};

export interface UploadedVideo {
  readonly id: string;
  readonly fileName: string;
}

/**
 * An applicant's video: chosen from the device (a phone offers to record one), uploaded at once
 * with progress, and sent with the application by its id. Only the applicant and the
 * organization's admins can see it. `onBusy` holds the form while the bytes travel.
 */
export function ApplicationVideoField({
  opportunityId,
  value,
  onChange,
  onBusy,
}: {
  opportunityId: string;
  value: UploadedVideo | null;
  onChange: (video: UploadedVideo | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [requestSlot] = useDataMutation(ApplicationVideoUploadSlotDocument);
  const [confirm] = useDataMutation(ConfirmApplicationVideoUploadDocument);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const resetPicker = useRef<() => void>(null);
  const id = useId();

  const upload = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refused = checkFile(RULE, file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    onBusy(true);
    try {
      const slot = await requestSlot({ variables: { opportunityId, size: file.size, fileName: file.name } });
      if (!slot.data) return setProblem(uploadProblemOf(RULE, slot.error));
      try {
        await putFile(slot.data.applicationVideoUploadSlot, file, setProgress);
      } catch (error) {
        return setProblem({ message: uploadFailedMessage(RULE.label), reason: error instanceof UploadTransferError ? error.message : null });
      }
      const confirmed = await confirm({ variables: { slotId: slot.data.applicationVideoUploadSlot.id } });
      const video = confirmed.data?.confirmApplicationVideoUpload;
      if (!video) return setProblem(uploadProblemOf(RULE, confirmed.error));
      onChange({ id: video.id, fileName: video.fileName ?? file.name });
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Text size="sm" fw={500} id={`${id}-label`}>
        Video introduction (optional)
      </Text>
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        Record or upload a short video about yourself. {RULE.hint} Only this organization&apos;s admins see it.
      </Text>
      {progress !== null ? <Progress value={percent} aria-label="Uploading your video" size="lg" radius="xl" /> : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={problem.message}>
          {problem.reason}
        </Alert>
      ) : null}
      <Group gap="xs">
        {value ? (
          <>
            <IconVideo size={16} aria-hidden />
            <Text size="sm">{value.fileName}</Text>
            <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} aria-hidden />} onClick={() => onChange(null)}>
              Remove<span className="visually-hidden"> the video</span>
            </Button>
          </>
        ) : (
          <FileButton onChange={(file) => void upload(file)} resetRef={resetPicker} accept={RULE.accept} inputProps={{ 'aria-label': 'Choose or record a video' }}>
            {(props) => (
              <Button {...props} size="xs" variant="default" leftSection={<IconVideo size={14} aria-hidden />} aria-describedby={`${id}-hint`} loading={progress !== null}>
                Record or upload a video
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="sm" role="status" aria-live="polite" c="dimmed">
        {progress !== null ? `Uploading: ${percent}%` : value ? `${value.fileName} is uploaded; it is sent with your application.` : ''}
      </Text>
    </Stack>
  );
}
