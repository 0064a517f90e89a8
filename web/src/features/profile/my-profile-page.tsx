import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMailExclamation, IconPencil } from '@tabler/icons-react';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ProfileSkeleton } from '../../lib/ui/skeletons.tsx';
import { useResendVerification } from '../auth/use-resend-verification.ts';
import { useViewer } from '../auth/session.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { ProfileCard } from './profile-card.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileFileField } from './profile-file-field.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { HistoryEditor } from '../history/history-editor.tsx';
import { UnsavedNotice } from './unsaved-notice.tsx';
import { useProfileEditing } from './use-profile-editing.ts';

const NAME_HEADING = 'my-profile-name';

/**
 * The signed-in member's own profile: view and edit the profile, experience and education (one
 * form at a time; unsaved changes are never lost silently), images and resume, and e-mail
 * verification status.
 */
export function MyProfilePage() {
  const viewer = useViewer();
  const editing = useProfileEditing();
  const notice = <UnsavedNotice refusal={editing.refusal} />;
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
      {editing.isEditing({ section: 'profile' }) ? (
        <ProfileEditForm viewer={viewer} onDone={() => editing.close(NAME_HEADING)} onDirtyChange={editing.setDirty} notice={notice} />
      ) : (
        <ProfileCard
          person={viewer}
          memberSince={formatDate(viewer.createdAt)}
          headingLevel={2}
          headingId={NAME_HEADING}
          badge={<VerifiedBadge verified={viewer.isEmailVerified} />}
          actions={
            <Group gap="xs">
              <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => editing.open({ section: 'profile' })}>
                Edit profile
              </Button>
            </Group>
          }
        />
      )}
      <HistoryEditor slug={viewer.slug} editing={{ ...editing, notice }} />
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="profile-files-title">
        <Stack gap="lg">
          <Title order={2} size="h3" id="profile-files-title">
            Images and resume
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
            <ProfileFileField purpose="PROFILE_IMAGE" current={{ url: viewer.profile.profileImageUrl }} />
            <ProfileFileField purpose="PROFILE_BACKGROUND" current={{ url: viewer.profile.backgroundImageUrl }} />
            <ProfileFileField
              purpose="RESUME"
              current={{ url: viewer.profile.profileResumeUrl, fileName: viewer.profile.resume?.fileName, size: viewer.profile.resume?.size }}
            />
          </SimpleGrid>
        </Stack>
      </Card>
      <Text size="sm" c="dimmed">
        Signed in as {viewer.email}
      </Text>
    </Stack>
  );
}
