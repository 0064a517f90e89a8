import { Anchor, Avatar, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconFileText, IconLanguage, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { displayName, initials } from '../../lib/format/names.ts';
import { defaultBackground } from '../../lib/ui/images.ts';

export interface ProfileCardPerson {
  firstName: string;
  lastName: string;
  isEmailVerified: boolean;
  profile: {
    about: string | null;
    language: string | null;
    profileImageUrl: string | null;
    backgroundImageUrl: string | null;
    profileResumeUrl: string | null;
    resume: { fileName: string | null } | null;
  };
  location: { country: string | null; city: string | null; state: string | null } | null;
}

export function formatPlace(location: ProfileCardPerson['location']): string {
  if (!location) return '';
  return [location.city, location.state, location.country].filter((part) => part && part.trim()).join(', ');
}

/**
 * A member's profile: banner, photo, name, place, language, member since, resume and about text.
 * Dates come formatted (`formatDate`): the public profile's loader formats them, so the page's
 * first JavaScript carries no date library.
 */
export function ProfileCard({
  person,
  memberSince,
  headingLevel,
  actions,
  badge,
  headline,
  footer,
  headingId,
}: {
  person: ProfileCardPerson;
  /** The day the member joined, formatted ("Mar 5th 2024"). */
  memberSince: string;
  headingLevel: 1 | 2;
  actions?: ReactNode;
  badge?: ReactNode;
  /** The member's primary position, under the name ("Worship pastor at Grace Church"). */
  headline?: string | null;
  /** Below the details (mutual connections). */
  footer?: ReactNode;
  /** The name heading's id, for moving focus to it (after an edit is saved). */
  headingId?: string;
}) {
  const place = formatPlace(person.location);
  const background = person.profile.backgroundImageUrl ?? defaultBackground;
  return (
    <Card withBorder padding={0} radius="lg" component="section" aria-label="Profile">
      <Box
        h={{ base: 110, sm: 150 }}
        style={{ background: `url(${JSON.stringify(background)}) center / cover no-repeat, var(--mantine-color-koinonia-8)` }}
      />
      <Stack px={{ base: 'md', sm: 'xl' }} pb="xl" gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" mt={-56}>
          <Avatar
            src={person.profile.profileImageUrl}
            alt=""
            size={112}
            radius={112}
            color="koinonia"
            variant="filled"
            style={{ border: '4px solid var(--mantine-color-white)', fontSize: 36 }}
          >
            {initials(person)}
          </Avatar>
          <Group gap="xs">{actions}</Group>
        </Group>
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <Title order={headingLevel} size="h2" id={headingId} tabIndex={headingLevel === 1 || headingId ? -1 : undefined}>
              {displayName(person)}
            </Title>
            {badge}
          </Group>
          {headline ? (
            <Text size="lg" data-testid="profile-headline">
              {headline}
            </Text>
          ) : null}
          <Group gap="lg" c="dimmed">
            {place ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{place}</Text>
              </Group>
            ) : null}
            {person.profile.language ? (
              <Group gap={6} wrap="nowrap">
                <IconLanguage size={16} aria-hidden />
                <Text size="sm">
                  <span className="visually-hidden">Language: </span>
                  {person.profile.language}
                </Text>
              </Group>
            ) : null}
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">Member since {memberSince}</Text>
            </Group>
            {person.profile.profileResumeUrl ? (
              <Group gap={6} wrap="nowrap">
                <IconFileText size={16} aria-hidden />
                <Anchor href={person.profile.profileResumeUrl} download={person.profile.resume?.fileName ?? true} size="sm">
                  Resume<span className="visually-hidden"> of {displayName(person)}</span>
                </Anchor>
              </Group>
            ) : null}
          </Group>
          {footer}
        </Stack>
        <Stack gap={4} mt="sm">
          <Title order={headingLevel === 1 ? 2 : 3} size="h4">
            About
          </Title>
          {person.profile.about ? (
            <Text style={{ whiteSpace: 'pre-line' }}>{person.profile.about}</Text>
          ) : (
            <Text c="dimmed" fs="italic">
              Nothing here yet.
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
