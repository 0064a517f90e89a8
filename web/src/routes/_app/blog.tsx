import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { BlogIndexPage } from '../../features/blog/blog-index-page.tsx';
import { loadBlogIndex, type BlogFilters } from '../../features/blog/load-blog.ts';

export const Route = createFileRoute('/_app/blog')({
  validateSearch: (search: Record<string, unknown>): BlogFilters => {
    const section = optionalText(search, 'section');
    const category = optionalText(search, 'category');
    // One filter at a time: a section wins.
    return section ? { section } : category ? { category } : {};
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBlogIndex(context.data, deps),
  head: ({ match }) => routeHead('/blog', match),
  component: function BlogRoute() {
    return <BlogIndexPage data={Route.useLoaderData()} filters={Route.useSearch()} />;
  },
});
