import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { invitationLinks, type InvitationLinks } from '../../features/auth/invitation-links.ts';
import { SignUpPage } from '../../features/auth/sign-up-page.tsx';

export const Route = createFileRoute('/_auth/sign-up')({
  validateSearch: (search: Record<string, unknown>): InvitationLinks => invitationLinks(search),
  beforeLoad: ({ context }) => {
    if (context.viewer) throw redirect({ to: '/profile' });
  },
  head: ({ match }) => routeHead('/sign-up', match),
  component: function SignUpRoute() {
    return <SignUpPage invitation={Route.useSearch()} />;
  },
});
