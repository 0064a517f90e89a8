import { Alert, Button, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ConfirmGroupUploadDocument,
  DeleteGroupFileDocument,
  GroupUploadSlotDocument,
  type GroupFilePurpose,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { checkFile, profileFileRules, uploadFailedMessage, uploadProblemOf, type ProfileFileRule, type UploadProblem } from '../profile/profile-file-rules.ts';
import { putFile, UploadTransferError } from '../profile/upload-file.ts';
import { ConfirmButton } from './confirm-button.tsx';

// The same limits as a profile's images (community's media purposes: images of at most 10 MB).
const RULES: Record<GroupFilePurpose, ProfileFileRule> = {
  GROUP_IMAGE: { ...profileFileRules.PROFILE_IMAGE, label: 'Group image' },
  GROUP_BACKGROUND: { ...profileFileRules.PROFILE_BACKGROUND, label: 'Background image' },
};
const NOUN: Record<GroupFilePurpose, string> = { GROUP_IMAGE: 'group image', GROUP_BACKGROUND: 'background image' };

/**
 * One of a group's images, for its admins: choose a file (a preview), upload it with progress,
 * or remove the current one after a confirmation. The confirmed group lands in Apollo's cache, so
 * the page's header shows the new image at once. Errors are announced, progress goes to a live region.
 */
export function GroupImageField({ groupId, purpose, currentUrl }: { groupId: string; purpose: GroupFilePurpose; currentUrl: string | null }) {
  const rule = RULES[purpose];
  const noun = NOUN[purpose];
  const [requestSlot] = useDataMutation(GroupUploadSlotDocument);
  const [confirm] = useDataMutation(ConfirmGroupUploadDocument);
  const [remove, { loading: removing }] = useDataMutation(DeleteGroupFileDocument);
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
    setStatus(`${file.name} chosen. Upload it to put it on the group.`);
  };

  const upload = async () => {
    if (!chosen) return;
    const { file } = chosen;
    setProblem(null);
    setProgress(0);
    setStatus(`Uploading ${file.name}…`);
    try {
      const slot = await requestSlot({ variables: { groupId, purpose, size: file.size, fileName: file.name } });
      if (!slot.data) return setProblem(uploadProblemOf(rule, slot.error));
      try {
        await putFile(slot.data.groupUploadSlot, file, setProgress);
      } catch (error) {
        return setProblem({ message: uploadFailedMessage(rule.label), reason: error instanceof UploadTransferError ? error.message : null });
      }
      const confirmed = await confirm({ variables: { slotId: slot.data.groupUploadSlot.id } });
      if (!confirmed.data) {
        setChosen(null);
        return setProblem(uploadProblemOf(rule, confirmed.error));
      }
      setChosen(null);
      setStatus(`${rule.label} uploaded.`);
    } finally {
      setProgress(null);
    }
  };

  const removeImage = async () => {
    setProblem(null);
    const { data, error } = await remove({ variables: { groupId, purpose } });
    if (data) setStatus(`${rule.label} removed.`);
    else setProblem({ message: `${rule.label} could not be removed.`, reason: uploadProblemOf(rule, error).reason });
  };

  const shown = chosen?.preview ?? currentUrl;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`} style={{ minWidth: 0 }}>
      <Title order={3} size="h5" id={`${id}-title`}>
        {rule.label}
      </Title>
      {shown ? (
        <img
          src={shown}
          alt={chosen ? `Preview of the new ${noun}` : `Current ${noun}`}
          style={
            purpose === 'GROUP_IMAGE'
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
              Cancel
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
            loading={removing}
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
