import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ProfileEditing } from './use-profile-editing.ts';

/** In the open form: "You must save the x information", when leaving it for another section was refused. */
export function UnsavedNotice({ refusal }: { refusal: ProfileEditing['refusal'] }) {
  if (!refusal) return null;
  return (
    <Alert
      key={refusal.key}
      id="unsaved-changes-notice"
      tabIndex={-1}
      color="koinonia"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title="Unsaved changes"
    >
      {refusal.message}
    </Alert>
  );
}
