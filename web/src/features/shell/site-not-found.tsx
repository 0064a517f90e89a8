import { Suspense, lazy } from 'react';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';

const PublicShell = lazy(() => import('./public-shell.tsx').then((m) => ({ default: m.PublicShell })));

/** An address no route knows: the not-found page inside the public layout. */
export function SiteNotFound() {
  return (
    <Suspense fallback={null}>
      <PublicShell>
        <NotFoundPage />
      </PublicShell>
    </Suspense>
  );
}
