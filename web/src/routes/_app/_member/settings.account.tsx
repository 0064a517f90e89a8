import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { AccountSettingsPage } from '../../../features/settings/account-settings-page.tsx';

export const Route = createFileRoute('/_app/_member/settings/account')({
  head: ({ match }) => routeHead('/settings/account', match),
  component: AccountSettingsPage,
});
