import { Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useViewer } from '../auth/session.ts';
import { SubscribeBox } from '../newsletters/subscribe-box.tsx';
import type { BlogFilters, BlogIndexData } from './load-blog.ts';
import classes from './blog.module.css';

// Only downloaded for a signed-in member.
const WritePostLink = lazy(() => import('./write-post-link.tsx').then((module) => ({ default: module.WritePostLink })));
// The posts are links (they work before hydration) and "Load more" brings Apollo Client's helpers,
// so their code is not in the first load: the server renders them, and hydration keeps that markup
// until the code has arrived. A page reached by a link shows a placeholder for that moment.
const BlogCard = lazy(() => import('./blog-card.tsx').then((module) => ({ default: module.BlogCard })));
const BlogPostList = lazy(() => import('./blog-post-list.tsx').then((module) => ({ default: module.BlogPostList })));

/**
 * The blog (/blog, public): the featured post (the newest), the posts newest first with "Load
 * more", a section or a category as a filter (in the address, so a filtered list can be linked
 * to), and the newsletter's subscribe box. It renders from the loader's data; only "Load more"
 * reads through Apollo Client.
 */
export function BlogIndexPage({ data, filters }: { data: BlogIndexData; filters: BlogFilters }) {
  const viewer = useViewer();
  const filtered = Boolean(filters.section || filters.category);
  const featured = filtered ? null : data.blogPostFeatured;
  const chosen =
    data.blogPostSections.find((section) => section.id === filters.section)?.name ?? data.categories.find((category) => category.id === filters.category)?.name;
  return (
    <>
      <PageHeader
        title="Blog"
        description="Stories, teaching and news for pastors, church staff and volunteers."
        actions={
          viewer ? (
            <Suspense fallback={null}>
              <WritePostLink />
            </Suspense>
          ) : null
        }
      />
      <div className={classes.index}>
        <Stack gap="md" miw={0}>
          {featured ? (
            <Suspense fallback={<Skeleton height={360} radius="lg" />}>
              <BlogCard post={featured} featured />
            </Suspense>
          ) : null}
          <section aria-labelledby="blog-latest">
            <Group justify="space-between" mb="sm" gap="xs">
              <Title order={2} size="h3" id="blog-latest">
                {chosen ? `Posts in ${chosen}` : 'Latest posts'}
              </Title>
              {filtered ? (
                <ButtonLink to="/blog" variant="subtle" size="xs">
                  All posts
                </ButtonLink>
              ) : null}
            </Group>
            <Suspense fallback={<Skeleton height={240} radius="lg" />}>
              <BlogPostList
                key={JSON.stringify(filters)}
                first={data.blogPosts}
                filters={filters}
                skip={featured?.id}
                emptyTitle={filtered ? 'No posts here yet' : featured ? 'No other posts yet' : 'No posts yet'}
                emptyText="New posts appear here as soon as they are published. Subscribe to hear about them."
              />
            </Suspense>
          </section>
        </Stack>
        <Stack gap="md">
          <Terms
            title="Sections"
            id="blog-sections"
            terms={data.blogPostSections.map((section) => ({ id: section.id, name: section.name, search: { section: section.id }, active: section.id === filters.section }))}
          />
          <Terms
            title="Categories"
            id="blog-categories"
            terms={data.categories.map((category) => ({ id: category.id, name: category.name, search: { category: category.id }, active: category.id === filters.category }))}
          />
          <SubscribeBox />
        </Stack>
      </div>
    </>
  );
}

/** Sections or categories as links that filter the list (links, so they work before the page hydrates). */
function Terms({ title, id, terms }: { title: string; id: string; terms: { id: string; name: string; search: BlogFilters; active: boolean }[] }) {
  if (terms.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" component="nav" aria-labelledby={id}>
      <Title order={2} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <Group gap={6}>
        {terms.map((term) => (
          <ButtonLink
            key={term.id}
            to="/blog"
            search={term.active ? {} : term.search}
            size="compact-sm"
            radius="xl"
            variant={term.active ? 'filled' : 'light'}
            aria-current={term.active ? 'page' : undefined}
          >
            {term.name}
          </ButtonLink>
        ))}
      </Group>
    </Card>
  );
}
