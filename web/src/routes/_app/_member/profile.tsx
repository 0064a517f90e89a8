import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { MyProfilePage } from '../../../features/profile/my-profile-page.tsx';

export const Route = createFileRoute('/_app/_member/profile')({
  // The page edits the profile through Apollo Client.
  loader: ({ context }) => context.data.ready(),
  head: ({ match }) => routeHead('/profile', match.pathname),
  component: MyProfilePage,
});
