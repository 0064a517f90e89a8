import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { useViewer } from '../auth/session.ts';
import { MemberShell } from './member-shell.tsx';
import { PublicShell } from './public-shell.tsx';

/**
 * An address no route knows: the not-found page inside the layout the visitor is in, the member's
 * shell when signed in (so the navigation stays), the public one otherwise.
 */
export function SiteNotFound() {
  const viewer = useViewer();
  return viewer ? (
    <MemberShell viewer={viewer}>
      <NotFoundPage />
    </MemberShell>
  ) : (
    <PublicShell>
      <NotFoundPage />
    </PublicShell>
  );
}
