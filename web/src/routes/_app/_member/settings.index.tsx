import { createFileRoute, redirect } from '@tanstack/react-router';

/** /settings opens the first settings page. */
export const Route = createFileRoute('/_app/_member/settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/settings/account', replace: true });
  },
});
