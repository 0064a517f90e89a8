import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { BlockedMembersPage } from '../../../features/settings/blocked-members-page.tsx';

export const Route = createFileRoute('/_app/_member/settings/blocked')({
  head: ({ match }) => routeHead('/settings/blocked', match),
  component: BlockedMembersPage,
});
