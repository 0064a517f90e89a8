import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { BlogAuthorPage } from '../../features/blog/blog-author-page.tsx';
import { loadBlogAuthor } from '../../features/blog/load-blog.ts';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';

export const Route = createFileRoute('/_app/blog_/author/$profileId')({
  loader: ({ context, params }) => loadBlogAuthor(context.data, params.profileId),
  head: ({ match, loaderData }) =>
    routeHead('/blog/author/$profileId', match, loaderData && { title: `Posts by ${loaderData.name}`, description: `${loaderData.name}'s posts on the Koinonia blog.` }),
  notFoundComponent: () => <NotFoundPage what="author" />,
  component: function BlogAuthorRoute() {
    const { profileId } = Route.useParams();
    return <BlogAuthorPage key={profileId} profileId={profileId} data={Route.useLoaderData()} />;
  },
});
