import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { LandingPage } from '../../features/landing/landing-page.tsx';

export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ context }) => {
    if (context.viewer) throw redirect({ to: '/feed' });
  },
  head: ({ match }) => routeHead('/', match),
  component: LandingPage,
});
