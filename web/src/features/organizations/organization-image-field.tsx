import { Alert, Button, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ConfirmOrganizationUploadDocument,
  DeleteOrganizationFileDocument,
  OrganizationUploadSlotDocument,
  type OrganizationFilePurpose,
} from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { checkFile, profileFileRules, uploadFailedMessage, uploadProblemOf, type ProfileFileRule, type UploadProblem } from '../profile/profile-file-rules.ts';
import { putFile, UploadTransferError } from '../profile/upload-file.ts';
import { ConfirmButton } from '../groups/confirm-button.tsx';

// orgs-jobs' limits (kit's organization image purpose: images of at most 10 MB).
const RULES: Record<OrganizationFilePurpose, ProfileFileRule> = {
  ORGANIZATION_IMAGE: { ...profileFileRules.PROFILE_IMAGE, label: 'Organization image' },
  ORGANIZATION_BACKGROUND: { ...profileFileRules.PROFILE_BACKGROUND, label: 'Background image' },
};
const NOUN: Record<OrganizationFilePurpose, string> = { ORGANIZATION_IMAGE: 'logo', ORGANIZATION_BACKGROUND: 'banner' };

/**
 * The organization's logo or banner, for its admins: choose a file (a preview), upload it with
 * progress, or remove the current one after a confirmation. The confirmed organization lands in
 * Apollo's cache, so the page above shows the new image at once. Errors are announced; progress
 * goes to a live region.
 */
export function OrganizationImageField({
  organizationId,
  purpose,
  currentUrl,
}: {
  organizationId: string;
  purpose: OrganizationFilePurpose;
  currentUrl: string | null;
}) {
  const rule = RULES[purpose];
  const noun = NOUN[purpose];
  const [requestSlot] = useDataMutation(OrganizationUploadSlotDocument);
  const [confirm] = useDataMutation(ConfirmOrganizationUploadDocument);
  const [remove, { loading: removing }] = useDataMutation(DeleteOrganizationFileDocument);
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
      const slot = await requestSlot({ variables: { organizationId, purpose, size: file.size, fileName: file.name } });
      if (!slot.data) return setProblem(uploadProblemOf(rule, slot.error));
      try {
        await putFile(slot.data.organizationUploadSlot, file, setProgress);
      } catch (error) {
        return setProblem({ message: uploadFailedMessage(rule.label), reason: error instanceof UploadTransferError ? error.message : null });
      }
      const confirmed = await confirm({ variables: { slotId: slot.data.organizationUploadSlot.id } });
      setChosen(null);
      if (!confirmed.data) return setProblem(uploadProblemOf(rule, confirmed.error));
      setStatus(`The ${noun} is uploaded.`);
    } finally {
      setProgress(null);
    }
  };

  const removeImage = async () => {
    setProblem(null);
    const { data, error } = await remove({ variables: { organizationId, purpose } });
    if (data) setStatus(`The ${noun} is removed.`);
    else setProblem({ message: `The ${noun} could not be removed.`, reason: uploadProblemOf(rule, error).reason });
  };

  const shown = chosen?.preview ?? currentUrl;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${id}-title`} style={{ minWidth: 0 }}>
      <Title order={3} size="h5" id={`${id}-title`}>
        {purpose === 'ORGANIZATION_IMAGE' ? 'Logo' : 'Banner'}
      </Title>
      {shown ? (
        <img
          src={shown}
          alt={chosen ? `Preview of the new ${noun}` : `Current ${noun}`}
          style={
            purpose === 'ORGANIZATION_IMAGE'
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
        {purpose === 'ORGANIZATION_IMAGE' ? 'A square image works best. ' : 'A wide image behind your name. '}
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
            question={`Remove the ${noun}?`}
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
