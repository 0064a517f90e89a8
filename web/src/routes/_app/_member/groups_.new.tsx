import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { CreateGroupPage } from '../../../features/groups/create-group-page.tsx';

export const Route = createFileRoute('/_app/_member/groups_/new')({
  head: ({ match }) => routeHead('/groups/new', match),
  component: CreateGroupPage,
});
