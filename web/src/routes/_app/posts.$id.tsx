import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { loadPost } from '../../features/feed/load-post.ts';
import { PostPage } from '../../features/feed/post-page.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { postMeta } from '../-route-meta.ts';

export const Route = createFileRoute('/_app/posts/$id')({
  loader: ({ context, params }) => loadPost(context, params.id),
  head: ({ match, loaderData }) => routeHead('/posts/$id', match, loaderData ? postMeta(loaderData) : undefined),
  notFoundComponent: () => <NotFoundPage what="post" />,
  component: function PostRoute() {
    const { id } = Route.useParams();
    // A page per post: what it opened of one post is not carried to the next.
    return <PostPage key={id} id={id} />;
  },
});
