import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import classes from './member-shell.module.css';

/** The top bar's search: submits to people search, /search?q=... (the address can be shared). */
export function SearchBox({ id, onSubmitted }: { id: string; onSubmitted?: () => void }) {
  const navigate = useNavigate();
  const current = useRouterState({
    select: (state) => {
      const q = (state.location.search as { q?: unknown }).q;
      return state.location.pathname === '/search' && typeof q === 'string' ? q : '';
    },
  });
  const [query, setQuery] = useState(current);
  // Follow the address bar when the search changes elsewhere (adjusting state while rendering).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setQuery(current);
  }

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
        placeholder="Search people by name…"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        radius="xl"
        classNames={{ input: classes.searchInput }}
      />
    </form>
  );
}
