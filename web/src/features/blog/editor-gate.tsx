import type { ReactNode } from 'react';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { useContentEditor } from './content-editor.ts';
import { ContentEditorsOnly } from './forbidden.tsx';

/** Renders `children` for content editors; others get the 403 page (the API refuses them anyway). */
export function ContentEditorGate({ what, children }: { what: string; children: ReactNode }) {
  return (
    <DataGate fallback={<ListSkeleton rows={3} />}>
      <Gate what={what}>{children}</Gate>
    </DataGate>
  );
}

function Gate({ what, children }: { what: string; children: ReactNode }) {
  const { editor, error, retry } = useContentEditor();
  if (editor === undefined) return error ? <LoadError message="We could not check your roles." onRetry={retry} /> : <ListSkeleton rows={3} />;
  return editor ? children : <ContentEditorsOnly what={what} />;
}
