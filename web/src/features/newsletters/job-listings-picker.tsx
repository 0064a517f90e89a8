import { useQuery } from '@apollo/client/react';
import { ActionIcon, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { NewsletterJobChoicesDocument } from '../../__generated__/graphql/graphql.ts';

export interface JobChoice {
  id: string;
  jobTitle: string;
  organizationName: string | null;
}

/** At most this many jobs in one newsletter (content's rule). */
export const MAX_JOB_LISTINGS = 10;

/**
 * The newsletter's job listings: open jobs found on the job board by typing, in the order chosen.
 * Only their ids are saved; the e-mail reads the jobs themselves.
 */
export function JobListingsPicker({ value, onChange, error }: { value: JobChoice[]; onChange: (jobs: JobChoice[]) => void; error?: string }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const found = useQuery(NewsletterJobChoicesDocument, { variables: { search: search || null } });
  const chosen = new Set(value.map((job) => job.id));
  const choices = (found.data?.jobOpportunities.results ?? []).filter((job) => !chosen.has(job.id));
  const full = value.length >= MAX_JOB_LISTINGS;
  return (
    <Stack gap="xs">
      <Select
        label="Add an open job"
        description={full ? `A newsletter lists at most ${MAX_JOB_LISTINGS} jobs.` : 'Type words of its title; jobs appear in the order you add them.'}
        placeholder="Search open jobs"
        searchable
        disabled={full}
        value={null}
        searchValue={typed}
        onSearchChange={setTyped}
        data={choices.map((job) => ({ value: job.id, label: job.organization ? `${job.jobTitle} · ${job.organization.name}` : job.jobTitle }))}
        nothingFoundMessage={found.loading ? 'Searching…' : 'No open job found'}
        error={error}
        onChange={(id) => {
          const job = choices.find((candidate) => candidate.id === id);
          if (!job) return;
          onChange([...value, { id: job.id, jobTitle: job.jobTitle, organizationName: job.organization?.name ?? null }]);
          setTyped('');
        }}
      />
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No jobs listed.
        </Text>
      ) : (
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Listed jobs">
          {value.map((job) => (
            <Card component="li" key={job.id} withBorder radius="md" padding="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <strong>{job.jobTitle}</strong>
                  {job.organizationName ? ` · ${job.organizationName}` : ''}
                </Text>
                <ActionIcon variant="subtle" color="gray" aria-label={`Remove ${job.jobTitle}`} onClick={() => onChange(value.filter((other) => other.id !== job.id))}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
