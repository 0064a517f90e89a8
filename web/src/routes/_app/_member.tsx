import { createFileRoute } from '@tanstack/react-router';

/** Member-only pages: an anonymous visitor is sent to sign in and brought back afterwards. */
export const Route = createFileRoute('/_app/_member')({
  beforeLoad: async ({ context, location }) => ({ viewer: await context.session.require(location.href) }),
});
