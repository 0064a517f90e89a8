import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailExclamation, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ProfileSkeleton } from '../../lib/ui/skeletons.tsx';
import { useResendVerification } from '../auth/use-resend-verification.ts';
import { useViewer } from '../auth/session.ts';
import { ProfileCard, VerifiedBadge } from './profile-card.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';

/** The signed-in member's own profile: view, edit, and e-mail verification status. */
export function MyProfilePage() {
  const viewer = useViewer();
  const [editing, setEditing] = useState(false);
  const { resend, sending } = useResendVerification();

  if (!viewer) return <ProfileSkeleton />;

  return (
    <Stack gap="lg">
      <PageHeader
        title="My profile"
        description="This is how other members of Koinonia see you."
        actions={
          <ButtonLink to="/u/$slug" params={{ slug: viewer.slug }} variant="default">
            View public profile
          </ButtonLink>
        }
      />
      {!viewer.isEmailVerified ? (
        <Alert color="koinonia" variant="light" icon={<IconMailExclamation aria-hidden />} title="Please verify your email">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              We sent a link to <strong>{viewer.email}</strong>. Verifying your email keeps your account safe.
            </Text>
            <Button size="xs" onClick={() => void resend()} loading={sending}>
              Resend verification email
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {editing ? (
        <ProfileEditForm viewer={viewer} onDone={() => setEditing(false)} />
      ) : (
        <ProfileCard
          person={viewer}
          headingLevel={2}
          badge={<VerifiedBadge verified={viewer.isEmailVerified} />}
          actions={
            <Group gap="xs">
              <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                Edit profile
              </Button>
            </Group>
          }
        />
      )}
      <Text size="sm" c="dimmed">
        Signed in as {viewer.email}
      </Text>
    </Stack>
  );
}
