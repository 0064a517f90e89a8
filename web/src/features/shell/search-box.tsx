import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';

/** The top bar's search: submits to /search?q=... */
export function SearchBox({ id, onSubmitted }: { id: string; onSubmitted?: () => void }) {
  const navigate = useNavigate();
  const current = useRouterState({
    select: (state) => (state.location.pathname === '/search' ? String((state.location.search as { q?: unknown }).q ?? '') : ''),
  });
  const [query, setQuery] = useState(current);
  useEffect(() => setQuery(current), [current]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    void navigate({ to: '/search', search: { q } });
    onSubmitted?.();
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <TextInput
        id={id}
        type="search"
        aria-label="Search Koinonia"
        placeholder="Search people, groups, jobs…"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        radius="xl"
      />
    </form>
  );
}
