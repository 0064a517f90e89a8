import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { PasswordSettingsPage } from '../../../features/settings/password-settings-page.tsx';

export const Route = createFileRoute('/_app/_member/settings/password')({
  head: ({ match }) => routeHead('/settings/password', match),
  component: PasswordSettingsPage,
});
