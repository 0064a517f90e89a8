import { IconPlus } from '@tabler/icons-react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { EditorLink } from './editor-link.tsx';

/** "Write a post" for a content editor: it asks the API for the viewer's roles, so needs Apollo Client. */
export function WritePostLink() {
  return (
    <DataGate fallback={null}>
      <EditorLink to="/blog/new" icon={<IconPlus size={16} aria-hidden />}>
        Write a post
      </EditorLink>
    </DataGate>
  );
}
