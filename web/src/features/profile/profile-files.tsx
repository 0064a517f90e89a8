import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { ProfileFileField } from './profile-file-field.tsx';

export interface ProfileFilesProps {
  profileImageUrl: string | null;
  backgroundImageUrl: string | null;
  resumeUrl: string | null;
  resumeFileName: string | null;
  resumeSize: number | null;
}

/**
 * The profile's images and resume, each uploaded, replaced or removed in place. Its own chunk:
 * /profile's server HTML shows it at once, and it reacts once this code has arrived.
 */
export function ProfileFiles({ profileImageUrl, backgroundImageUrl, resumeUrl, resumeFileName, resumeSize }: ProfileFilesProps) {
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="profile-files-title">
      <Stack gap="lg">
        <Title order={2} size="h3" id="profile-files-title">
          Images and resume
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <ProfileFileField purpose="PROFILE_IMAGE" current={{ url: profileImageUrl }} />
          <ProfileFileField purpose="PROFILE_BACKGROUND" current={{ url: backgroundImageUrl }} />
          <ProfileFileField purpose="RESUME" current={{ url: resumeUrl, fileName: resumeFileName, size: resumeSize }} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
