import type { ReactNode } from 'react';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { useContentEditor } from './content-editor.ts';

/** A link to the blog's editor, shown to content editors only. */
export function EditorLink({ to, slug, icon, children }: { to: '/blog/new' | '/blog/$slug/edit'; slug?: string; icon?: ReactNode; children: ReactNode }) {
  const { editor } = useContentEditor();
  if (!editor) return null;
  return to === '/blog/new' ? (
    <ButtonLink to="/blog/new" leftSection={icon}>
      {children}
    </ButtonLink>
  ) : (
    <ButtonLink to="/blog/$slug/edit" params={{ slug: slug ?? '' }} variant="default" leftSection={icon}>
      {children}
    </ButtonLink>
  );
}
