import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { hasFilters, parseJobBoardSearch, type JobBoardSearch } from './job-board-search.ts';
import { JOB_TYPES, WORKPLACES } from './job-options.ts';

const ANY = { value: '', label: 'Any' };

/** The search form: a GET form to /jobs whose fields are the address's parameters; a choice applies at once. */
export function JobFilters({ search }: { search: JobBoardSearch }) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => {
    const values = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
    void navigate({ to: '/jobs', search: parseJobBoardSearch(values) });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChoice = (event: { currentTarget: HTMLSelectElement }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const yesNo = (yes: string, no: string) => [ANY, { value: 'yes', label: yes }, { value: 'no', label: no }];
  return (
    <Card withBorder radius="lg" padding="md" component="form" role="search" aria-label="Search jobs" method="get" action="/jobs" onSubmit={submit}>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            name="q"
            label="Search jobs"
            type="search"
            maxLength={maxLength.search}
            placeholder="Title, words in the description, denomination"
            leftSection={<IconSearch size={16} aria-hidden />}
            defaultValue={search.q ?? ''}
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <NativeSelect name="type" label="Job type" data={[ANY, ...JOB_TYPES]} defaultValue={search.type ?? ''} onChange={onChoice} />
          <NativeSelect name="workplace" label="Remote or on site" data={[ANY, ...WORKPLACES]} defaultValue={search.workplace ?? ''} onChange={onChoice} />
          <TextInput name="denomination" label="Denomination" placeholder="e.g. Baptist" maxLength={maxLength.shortText} defaultValue={search.denomination ?? ''} />
          <NativeSelect name="ordination" label="Ordination" data={yesNo('Required', 'Not required')} defaultValue={search.ordination ?? ''} onChange={onChoice} />
          <NativeSelect name="bivocational" label="Bivocational" data={yesNo('Bivocational', 'Not bivocational')} defaultValue={search.bivocational ?? ''} onChange={onChoice} />
          <NativeSelect name="housing" label="Housing" data={yesNo('Provided', 'Not provided')} defaultValue={search.housing ?? ''} onChange={onChoice} />
        </SimpleGrid>
        {hasFilters(search) ? (
          <ButtonLink to="/jobs" variant="subtle" size="xs" style={{ alignSelf: 'flex-start' }}>
            Clear search and filters
          </ButtonLink>
        ) : null}
      </Stack>
    </Card>
  );
}
