import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconSchool, IconVideo } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { HistoryEducationFragment, HistoryExperienceFragment } from '../../__generated__/graphql/graphql.ts';
import { formatDateRange } from '../../lib/format/dates.ts';

type Level = 2 | 3 | 4;

const ICONS = { experience: IconBriefcase, education: IconSchool, videos: IconVideo };

/** A profile section (Experience, Education, Videos): a card with a heading focus can be moved to. */
export function HistorySection({
  id,
  title,
  level,
  icon,
  actions,
  children,
}: {
  id: string;
  title: string;
  level: 2 | 3;
  icon: keyof typeof ICONS;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const Icon = ICONS[icon];
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Icon size={22} aria-hidden color="var(--mantine-color-koinonia-7)" />
            <Title order={level} size="h3" id={`${id}-title`} tabIndex={-1}>
              {title}
            </Title>
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** Entries with dividers between them, as a list for screen readers. */
export function EntryList({ children }: { children: ReactNode[] }) {
  return (
    <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children.map((child, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider component="li" aria-hidden /> : null}
          {child}
        </Fragment>
      ))}
    </Stack>
  );
}

function Lines({ lines }: { lines: (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line && line.trim()));
  return shown.length > 0 ? <Text size="sm">{shown.join(' · ')}</Text> : null;
}

/** One position: title (and "Primary"), organization, kind, dates and description. */
export function ExperienceEntry({ experience, level, actions }: { experience: HistoryExperienceFragment; level: Level; actions?: ReactNode }) {
  return (
    <Stack component="li" gap={4} data-testid="experience-entry">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={level} size="h5">
            {experience.jobTitle}
          </Title>
          {experience.isPrimary ? (
            <Badge color="koinonia.8" variant="filled" size="sm">
              Primary
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      <Lines lines={[experience.organization?.name, experience.type, experience.opportunityType]} />
      <Text size="sm" c="dimmed">
        {formatDateRange(experience.startDate, experience.isCurrent ? null : experience.endDate)}
      </Text>
      {experience.description ? <Text style={{ whiteSpace: 'pre-line' }}>{experience.description}</Text> : null}
    </Stack>
  );
}

/** One school: degree, field, school, dates and description. */
export function EducationEntry({ education, level, actions }: { education: HistoryEducationFragment; level: Level; actions?: ReactNode }) {
  return (
    <Stack component="li" gap={4} data-testid="education-entry">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={level} size="h5">
          {education.degree}
        </Title>
        {actions}
      </Group>
      <Lines lines={[education.fieldOfStudy, education.school?.name]} />
      <Text size="sm" c="dimmed">
        {formatDateRange(education.startDate, education.endDate)}
      </Text>
      {education.description ? <Text style={{ whiteSpace: 'pre-line' }}>{education.description}</Text> : null}
    </Stack>
  );
}

/** What an empty section says. */
export function EmptyHistory({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" fs="italic">
      {children}
    </Text>
  );
}
