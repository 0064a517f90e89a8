import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { FollowingPage } from '../../../features/organizations/following-page.tsx';

export const Route = createFileRoute('/_app/_member/following')({
  head: ({ match }) => routeHead('/following', match),
  component: FollowingPage,
});
