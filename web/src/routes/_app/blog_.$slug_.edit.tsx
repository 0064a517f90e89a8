import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { BlogEditorPage } from '../../features/blog/blog-editor-page.tsx';

export const Route = createFileRoute('/_app/blog_/$slug_/edit')({
  // Members only: an anonymous visitor signs in first and comes back.
  beforeLoad: async ({ context, location }) => ({ viewer: await context.session.require(location.href) }),
  head: ({ match }) => routeHead('/blog/$slug/edit', match),
  component: function EditBlogPostRoute() {
    const { slug } = Route.useParams();
    return <BlogEditorPage key={slug} slug={slug} />;
  },
});
