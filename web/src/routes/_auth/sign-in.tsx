import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { invitationLinks, type InvitationLinks } from '../../features/auth/invitation-links.ts';
import { safeRedirect } from '../../features/auth/redirect.ts';
import { SignInPage } from '../../features/auth/sign-in-page.tsx';

export const Route = createFileRoute('/_auth/sign-in')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } & InvitationLinks => ({
    redirect: optionalText(search, 'redirect'),
    ...invitationLinks(search),
  }),
  beforeLoad: ({ context, search }) => {
    if (context.viewer) throw redirect({ to: safeRedirect(search.redirect) });
  },
  head: ({ match }) => routeHead('/sign-in', match),
  component: function SignInRoute() {
    const { redirect: target, ...invitation } = Route.useSearch();
    return <SignInPage redirect={target} invitation={invitation} />;
  },
});
