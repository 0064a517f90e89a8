import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { BlogEditorPage } from '../../features/blog/blog-editor-page.tsx';

export const Route = createFileRoute('/_app/blog_/new')({
  // Members only: an anonymous visitor signs in first and comes back.
  beforeLoad: async ({ context, location }) => ({ viewer: await context.session.require(location.href) }),
  head: ({ match }) => routeHead('/blog/new', match),
  component: function NewBlogPostRoute() {
    return <BlogEditorPage />;
  },
});
