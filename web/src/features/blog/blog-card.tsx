import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format/dates.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { excerpt } from './blog-text.ts';
import type { BlogPostSummary } from './load-blog.ts';
import classes from './blog.module.css';

/** A post in a list (or the featured one): thumbnail, title linking to it, date, section and categories, an excerpt. */
export function BlogCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  const headingId = `blog-post-${post.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <div className={classes.card} data-with-image={post.thumbnailUrl && !featured ? '' : undefined}>
        {post.thumbnailUrl ? <img src={post.thumbnailUrl} alt="" className={classes.thumbnail} loading={featured ? 'eager' : 'lazy'} /> : null}
        <Stack gap="xs" miw={0}>
          {featured ? (
            <Badge variant="filled" color="koinonia.8" style={{ alignSelf: 'flex-start' }}>
              Featured
            </Badge>
          ) : null}
          <Title order={featured ? 2 : 3} size={featured ? 'h2' : 'h4'} id={headingId} className={classes.wrap}>
            <AnchorLink to="/blog/$slug" params={{ slug: post.slug }} c="inherit" inherit>
              {post.title}
            </AnchorLink>
          </Title>
          <PostFacts post={post} />
          <Text size="sm" c="dimmed" className={classes.wrap} lineClamp={featured ? 4 : 3}>
            {excerpt(post.body, featured ? 320 : 200)}
          </Text>
        </Stack>
      </div>
    </Card>
  );
}

/** Date, section and categories of a post. */
export function PostFacts({ post, children }: { post: BlogPostSummary; children?: ReactNode }) {
  const date = post.publishedAt ?? post.createdAt;
  return (
    <Group gap="xs" wrap="wrap">
      {children}
      <Text size="sm" c="dimmed" component="span">
        <time dateTime={date}>{formatDate(date)}</time>
      </Text>
      {post.blogPostSection ? (
        <Badge variant="outline" size="sm">
          {post.blogPostSection.name}
        </Badge>
      ) : null}
      {post.categories.map((category) => (
        <Badge key={category.id} variant="light" size="sm" color="gray">
          {category.name}
        </Badge>
      ))}
    </Group>
  );
}

export function BlogList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {children}
    </ul>
  );
}
