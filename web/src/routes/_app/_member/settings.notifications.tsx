import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { NotificationSettingsPage } from '../../../features/settings/notification-settings-page.tsx';

export const Route = createFileRoute('/_app/_member/settings/notifications')({
  head: ({ match }) => routeHead('/settings/notifications', match),
  component: NotificationSettingsPage,
});
