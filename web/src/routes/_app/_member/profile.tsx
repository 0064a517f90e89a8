import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { loadMyProfile } from '../../../features/profile/load-my-profile.ts';
import { MyProfilePage } from '../../../features/profile/my-profile-page.tsx';

export const Route = createFileRoute('/_app/_member/profile')({
  loader: ({ context }) => loadMyProfile(context.data, context.viewer.slug),
  head: ({ match }) => routeHead('/profile', match),
  component: function MyProfileRoute() {
    return <MyProfilePage data={Route.useLoaderData()} />;
  },
});
