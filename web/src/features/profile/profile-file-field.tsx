import { Alert, Anchor, Button, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import type { ProfileFilePurpose } from '../../__generated__/graphql/graphql.ts';
import { formatFileSize } from './profile-file-rules.ts';
import { useProfileUpload } from './use-profile-upload.ts';

export interface CurrentFile {
  url: string | null;
  fileName?: string | null;
  size?: number | null;
}

const NOUN: Record<ProfileFilePurpose, string> = { PROFILE_IMAGE: 'profile image', PROFILE_BACKGROUND: 'background image', RESUME: 'resume' };

const imageStyle = (purpose: ProfileFilePurpose) =>
  purpose === 'PROFILE_IMAGE'
    ? { width: 96, height: 96, borderRadius: '50%', objectFit: 'cover' as const }
    : { width: '100%', maxWidth: 360, aspectRatio: '3 / 1', borderRadius: 8, objectFit: 'cover' as const };

/**
 * One of the profile's files: what is there (or an empty state), choose a new one (a preview for
 * images), upload it with progress, replace or remove it (after a confirmation). Errors are
 * announced (role="alert"), progress and results go to a polite live region.
 */
export function ProfileFileField({ purpose, current }: { purpose: ProfileFilePurpose; current: CurrentFile }) {
  const { rule, state, problem, status, removing, choose, cancel, upload, remove } = useProfileUpload(purpose);
  const [confirming, setConfirming] = useState(false);
  // Cleared after each choice, so choosing the same file again (after a refusal) is a change.
  const resetPicker = useRef<() => void>(null);
  const id = useId();
  const noun = NOUN[purpose];
  const busy = state.step === 'uploading';
  const percent = state.step === 'uploading' ? Math.round(state.progress * 100) : 0;
  const shownImage = state.step !== 'idle' ? state.preview : rule.kind === 'image' ? current.url : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={`${id}-title`}>
      <Title order={3} size="h5" id={`${id}-title`}>
        {rule.label}
      </Title>
      {shownImage ? (
        <img
          src={shownImage}
          alt={state.step === 'idle' ? `Your ${noun}` : `Preview of the new ${noun}`}
          style={imageStyle(purpose)}
          data-testid={`${purpose}-shown`}
        />
      ) : null}
      {state.step !== 'idle' ? (
        <Text size="sm">
          {state.file.name} ({formatFileSize(state.file.size)})
        </Text>
      ) : rule.kind === 'document' && current.url ? (
        <Group gap={6} wrap="nowrap">
          <IconFileText size={18} aria-hidden />
          <Anchor href={current.url} download={current.fileName ?? true} size="sm">
            Download {current.fileName ?? 'your resume'}
          </Anchor>
          {current.size ? (
            <Text size="xs" c="dimmed">
              {formatFileSize(current.size)}
            </Text>
          ) : null}
        </Group>
      ) : !current.url ? (
        <Text size="sm" c="dimmed">
          No {noun} yet.
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" id={`${id}-hint`}>
        {rule.hint}
      </Text>
      {busy ? <Progress value={percent} aria-label={`Uploading ${state.file.name}`} size="lg" radius="xl" animated={percent < 100} /> : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={problem.message}>
          {problem.reason}
        </Alert>
      ) : null}
      {confirming ? (
        <Group gap="xs" role="group" aria-label={`Remove your ${noun}?`}>
          <Text size="sm">Remove your {noun}? The file is deleted.</Text>
          <Button
            size="xs"
            color="red"
            loading={removing}
            onClick={() => void remove().then((removed) => removed && setConfirming(false))}
          >
            Yes, remove it
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)} autoFocus>
            Keep it
          </Button>
        </Group>
      ) : (
        <Group gap="xs">
          {state.step === 'idle' ? (
            <FileButton
              onChange={(file) => {
                choose(file);
                resetPicker.current?.();
              }}
              resetRef={resetPicker}
              accept={rule.accept} inputProps={{ 'aria-label': `Choose a ${noun} file` }}>
              {(props) => (
                <Button {...props} size="xs" variant="default" aria-describedby={`${id}-hint`}>
                  {current.url ? `Replace ${noun}` : `Choose ${noun}`}
                </Button>
              )}
            </FileButton>
          ) : (
            <>
              <Button size="xs" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => void upload()} loading={busy}>
                Upload {noun}
              </Button>
              <Button size="xs" variant="default" onClick={cancel}>
                Cancel
              </Button>
            </>
          )}
          {current.url && state.step === 'idle' ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)}>
              Remove
            </Button>
          ) : null}
        </Group>
      )}
      <Text size="sm" role="status" aria-live="polite" c="dimmed">
        {busy ? `Uploading: ${percent}%` : status}
      </Text>
    </Stack>
  );
}
