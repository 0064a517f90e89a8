import { Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useViewer } from '../auth/session.ts';
import { SubscribeBox } from '../newsletters/subscribe-box.tsx';
import { BlogCard } from './blog-card.tsx';
import { BlogPostList } from './blog-post-list.tsx';
import type { BlogFilters, BlogIndexData } from './load-blog.ts';
import classes from './blog.module.css';

// Asks the API for the viewer's roles, so only downloaded for a signed-in member.
const EditorLink = lazy(() => import('./editor-link.tsx').then((module) => ({ default: module.EditorLink })));

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
            <DataGate fallback={null}>
              <Suspense fallback={null}>
                <EditorLink to="/blog/new" icon={<IconPlus size={16} aria-hidden />}>
                  Write a post
                </EditorLink>
              </Suspense>
            </DataGate>
          ) : null
        }
      />
      <div className={classes.index}>
        <Stack gap="md" miw={0}>
          {featured ? <BlogCard post={featured} featured /> : null}
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
            <BlogPostList
              key={JSON.stringify(filters)}
              first={data.blogPosts}
              filters={filters}
              skip={featured?.id}
              emptyTitle={filtered ? 'No posts here yet' : featured ? 'No other posts yet' : 'No posts yet'}
              emptyText="New posts appear here as soon as they are published. Subscribe to hear about them."
            />
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
