import { Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { MyOrganizationChoicesDocument, OrganizationChoiceDocument, OrganizationChoicesDocument } from '../../__generated__/graphql/graphql.ts';

interface Choice {
  value: string;
  label: string;
}

/**
 * The people search's organization filter: the member's own organizations, and any organization
 * found by typing (words starting with what was typed). The chosen one may come from a shared
 * address, so its name is looked up by id.
 */
export function OrganizationFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const mine = useQuery(MyOrganizationChoicesDocument);
  const found = useQuery(OrganizationChoicesDocument, { variables: { search }, skip: search.length < 2 });
  const chosen = useQuery(OrganizationChoiceDocument, { variables: { id: value ?? '' }, skip: !value });

  const data = useMemo(() => {
    const seen = new Set<string>();
    const groups: { group: string; items: Choice[] }[] = [];
    const add = (group: string, organizations: readonly { id: string; name: string }[] | undefined) => {
      const items = (organizations ?? []).filter((item) => !seen.has(item.id)).map((item) => ({ value: item.id, label: item.name }));
      for (const item of items) seen.add(item.value);
      if (items.length > 0) groups.push({ group, items });
    };
    add('Your organizations', mine.data?.myOrganizations.results);
    add('Other organizations', search.length >= 2 ? found.data?.organizations.results : undefined);
    const current = chosen.data?.organization;
    if (current && !seen.has(current.id)) groups.unshift({ group: 'Chosen', items: [{ value: current.id, label: current.name }] });
    return groups;
  }, [mine.data, found.data, chosen.data, search]);

  return (
    <Select
      label="Organization"
      placeholder="Any organization"
      description="People who hold a role in it"
      data={data}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      nothingFoundMessage={search.length < 2 ? 'Type at least 2 letters to find an organization' : found.loading ? 'Searching…' : 'No organization found'}
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
