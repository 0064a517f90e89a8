import { Alert, Button, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ConfirmContentUploadDocument, ContentUploadSlotDocument, type ContentFilePurpose } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { checkFile, profileFileRules, uploadFailedMessage, uploadProblemOf, type UploadProblem } from '../profile/profile-file-rules.ts';
import { putFile, UploadTransferError } from '../profile/upload-file.ts';

/**
 * A post's thumbnail or the newsletter's podcast image: uploaded through content's media port
 * (a slot, the bytes with progress, then confirmed; the file's URL fills the field), or an https
 * address pasted in. The limits are kit's image purposes' (10 MB).
 */
export function ThumbnailField({
  purpose,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  purpose: ContentFilePurpose;
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const rule = { ...profileFileRules.PROFILE_IMAGE, label };
  const [requestSlot] = useDataMutation(ContentUploadSlotDocument);
  const [confirm] = useDataMutation(ConfirmContentUploadDocument);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [status, setStatus] = useState('');
  const progressId = useId();

  const upload = async (file: File | null) => {
    setStatus('');
    if (!file) return;
    const refused = checkFile(rule, file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    setStatus(`Uploading ${file.name}…`);
    try {
      const slot = await requestSlot({ variables: { purpose, size: file.size, fileName: file.name } });
      if (!slot.data) return setProblem(uploadProblemOf(rule, slot.error));
      try {
        await putFile(slot.data.contentUploadSlot, file, setProgress);
      } catch (failure) {
        return setProblem({ message: uploadFailedMessage(rule.label), reason: failure instanceof UploadTransferError ? failure.message : null });
      }
      const confirmed = await confirm({ variables: { slotId: slot.data.contentUploadSlot.id } });
      if (!confirmed.data) return setProblem(uploadProblemOf(rule, confirmed.error));
      onChange(confirmed.data.confirmContentUpload.url);
      setStatus(`${rule.label} uploaded.`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={label}
          description="Upload an image, or paste its https address (1200×630 looks best)."
          type="url"
          placeholder="https://"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.trim())}
          error={error}
          disabled={disabled}
          style={{ flex: '1 1 240px' }}
        />
        <FileButton onChange={(file) => void upload(file)} accept={rule.accept} disabled={disabled || progress !== null}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={progress !== null} aria-label={`Upload ${label.toLowerCase()}`}>
              Upload
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null ? <Progress value={Math.round(progress * 100)} size="lg" radius="xl" animated aria-labelledby={progressId} /> : null}
      <Text size="xs" c="dimmed" id={progressId} role="status">
        {status}
      </Text>
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={problem.message} role="alert">
          {problem.reason}
        </Alert>
      ) : null}
      {value ? <img src={value} alt="" style={{ maxWidth: 240, borderRadius: 8 }} /> : null}
    </Stack>
  );
}
