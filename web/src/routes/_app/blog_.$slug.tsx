import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { BlogPostPage } from '../../features/blog/blog-post-page.tsx';
import { loadBlogPost } from '../../features/blog/load-blog.ts';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { blogPostMeta } from '../-route-meta.ts';

export const Route = createFileRoute('/_app/blog_/$slug')({
  loader: ({ context, params }) => loadBlogPost(context.data, params.slug, context.config.publicUrl),
  head: ({ match, loaderData }) => routeHead('/blog/$slug', match, loaderData && blogPostMeta(loaderData)),
  notFoundComponent: () => <NotFoundPage what="post" />,
  component: function BlogPostRoute() {
    const data = Route.useLoaderData();
    return <BlogPostPage key={data.post.id} data={data} />;
  },
});
