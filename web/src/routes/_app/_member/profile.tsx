import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { loadMyHistory } from '../../../features/history/load-my-history.ts';
import { MyProfilePage } from '../../../features/profile/my-profile-page.tsx';

export const Route = createFileRoute('/_app/_member/profile')({
  loader: ({ context }) => loadMyHistory(context.data, context.viewer.slug),
  head: ({ match }) => routeHead('/profile', match),
  component: MyProfilePage,
});
