import { Button, Card, EmptyState, Stack } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { toastError } from '../../lib/ui/toasts.ts';
import { BlogCard, BlogList } from './blog-card.tsx';
import type { BlogFilters, BlogPage, BlogPostSummary } from './load-blog.ts';

/** Published posts: the loader's first page, then the pages "Load more" adds (through Apollo). */
export function BlogPostList({
  first,
  ownerProfileId = null,
  filters = {},
  skip,
  emptyTitle,
  emptyText,
}: {
  first: BlogPage;
  ownerProfileId?: string | null;
  filters?: BlogFilters;
  /** A post shown above the list already (the featured one). */
  skip?: string;
  emptyTitle: string;
  emptyText: string;
}) {
  const dataLayer = useDataLayer();
  const [pages, setPages] = useState<BlogPage[]>([first]);
  const [loadingMore, setLoadingMore] = useState(false);
  const last = pages[pages.length - 1] ?? first;
  const posts: BlogPostSummary[] = pages.flatMap((page) => page.results).filter((post) => post.id !== skip);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const { loadMoreBlogPosts } = await import('./load-blog.ts');
      const next = await loadMoreBlogPosts(dataLayer, ownerProfileId, filters, last.cursor);
      setPages((current) => [...current, next]);
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more posts.');
    } finally {
      setLoadingMore(false);
    }
  };

  if (posts.length === 0 && !last.hasNextPage) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState variant="light" icon={<IconNews aria-hidden />} title={emptyTitle} description={emptyText} />
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      <BlogList label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </BlogList>
      {last.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
