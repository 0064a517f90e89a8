import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { BlogOrganizationChoicesDocument } from '../../__generated__/graphql/graphql.ts';

export interface OrganizationChoice {
  id: string;
  name: string;
  profileId: string | null;
}

/** The organization a post is presented as written by, found by typing its name. */
export function AuthorOrganizationPicker({
  value,
  onChange,
  error,
}: {
  value: OrganizationChoice | null;
  onChange: (choice: OrganizationChoice | null) => void;
  error?: string;
}) {
  const [typed, setTyped] = useState(value?.name ?? '');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const found = useQuery(BlogOrganizationChoicesDocument, { variables: { search }, skip: search.length < 2 });
  const choices = new Map<string, OrganizationChoice>();
  if (value) choices.set(value.id, value);
  for (const organization of found.data?.organizations.results ?? []) {
    choices.set(organization.id, { id: organization.id, name: organization.name, profileId: organization.profile.id });
  }
  return (
    <Select
      label="Organization"
      required
      placeholder="Type its name"
      data={[...choices.values()].map((choice) => ({ value: choice.id, label: choice.name }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (choices.get(id) ?? null) : null)}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      error={error}
      nothingFoundMessage={search.length < 2 ? 'Type at least 2 letters' : found.loading ? 'Searching…' : 'No organization found'}
    />
  );
}
