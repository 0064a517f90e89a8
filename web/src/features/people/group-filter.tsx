import { Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { GroupChoicesDocument, MyGroupChoicesDocument } from '../../__generated__/graphql/graphql.ts';

/**
 * The people search's group filter, by the group's slug (the address stays readable): the
 * member's own groups, and groups found by name.
 */
export function GroupFilter({ value, chosenName, onChange }: { value: string | undefined; chosenName: string | undefined; onChange: (slug: string | undefined) => void }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const mine = useQuery(MyGroupChoicesDocument);
  const found = useQuery(GroupChoicesDocument, { variables: { search }, skip: search.length < 2 });

  const data = useMemo(() => {
    const seen = new Set<string>();
    const groups: { group: string; items: { value: string; label: string }[] }[] = [];
    const add = (group: string, list: readonly { slug: string; name: string }[] | undefined) => {
      const items = (list ?? []).filter((item) => !seen.has(item.slug)).map((item) => ({ value: item.slug, label: item.name }));
      for (const item of items) seen.add(item.value);
      if (items.length > 0) groups.push({ group, items });
    };
    add('Your groups', mine.data?.myGroups.results);
    add('Other groups', search.length >= 2 ? found.data?.groups.results : undefined);
    if (value && chosenName && !seen.has(value)) groups.unshift({ group: 'Chosen', items: [{ value, label: chosenName }] });
    return groups;
  }, [mine.data, found.data, search, value, chosenName]);

  return (
    <Select
      label="Group"
      placeholder="Any group"
      description="Members of the group"
      data={data}
      value={value ?? null}
      onChange={(slug) => onChange(slug ?? undefined)}
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      nothingFoundMessage={search.length < 2 ? 'Type at least 2 letters to find a group' : found.loading ? 'Searching…' : 'No group found'}
      comboboxProps={{ withinPortal: true }}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
