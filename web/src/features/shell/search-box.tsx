import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import classes from './member-shell.module.css';

/**
 * The top bar's search: submits to people search, /search?q=... (the address can be shared). Like
 * the rest of the shell it is a plain field styled by the shell's CSS module to look like Mantine's
 * TextInput: every page downloads the shell, and Mantine's input code (4 KB gzip) then rides only
 * with the pages that have forms.
 */
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
      <div className={classes.search}>
        <span className={classes.searchIcon}>
          <IconSearch size={16} aria-hidden />
        </span>
        <input
          id={id}
          type="search"
          className={classes.searchInput}
          aria-label="Search Koinonia"
          placeholder="Search people by name…"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
    </form>
  );
}
