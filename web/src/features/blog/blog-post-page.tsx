import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { useViewer } from '../auth/session.ts';
import { SubscribeBox } from '../newsletters/subscribe-box.tsx';
import { PostFacts } from './blog-card.tsx';
import type { BlogByline, BlogPostData, BlogPostSummary } from './load-blog.ts';
import classes from './blog.module.css';

const EditorLink = lazy(() => import('./editor-link.tsx').then((module) => ({ default: module.EditorLink })));

/**
 * A post's page (/blog/$slug, public): title, byline (a member or an organization, linked), date,
 * thumbnail and body. It renders, on the server and while hydrating, from its loader's data.
 */
export function BlogPostPage({ data }: { data: BlogPostData }) {
  const viewer = useViewer();
  const { post, byline } = data;
  return (
    <Stack gap="lg" className={classes.article}>
      <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby="blog-post-title">
        <Stack gap="md">
          <Title order={1} size="h1" id="blog-post-title" tabIndex={-1} className={classes.wrap}>
            {post.title}
          </Title>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Byline byline={byline} />
            {viewer ? (
              <DataGate fallback={null}>
                <Suspense fallback={null}>
                  <EditorLink to="/blog/$slug/edit" slug={post.slug} icon={<IconPencil size={16} aria-hidden />}>
                    Edit
                  </EditorLink>
                </Suspense>
              </DataGate>
            ) : null}
          </Group>
          <PostFacts post={post} />
          {post.thumbnailUrl ? <img src={post.thumbnailUrl} alt="" className={classes.thumbnail} /> : null}
          <PostBody post={post} />
        </Stack>
      </Card>
      {post.ownerProfileId ? (
        <AnchorLink to="/blog/author/$profileId" params={{ profileId: post.ownerProfileId }} fw={600}>
          More posts by {byline.name}
        </AnchorLink>
      ) : null}
      <SubscribeBox />
    </Stack>
  );
}

/** The body as the editor's preview and the page show it. */
export function PostBody({ post }: { post: Pick<BlogPostSummary, 'body'> }) {
  // Content sanitizes every body when it is saved (sanitize-html with an allowlist of tags and
  // attributes; the SDL's "safe to render as it is"), and the server renders this page without a
  // DOM to clean it again with, so it is the only place the markup is cleaned.
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: post.body }} />;
}

function Byline({ byline }: { byline: BlogByline }) {
  const name = byline.link ? (
    byline.link.to === '/u/$slug' ? (
      <AnchorLink to="/u/$slug" params={{ slug: byline.link.slug }} fw={600}>
        {byline.name}
      </AnchorLink>
    ) : (
      <AnchorLink to="/o/$slug" params={{ slug: byline.link.slug }} fw={600}>
        {byline.name}
      </AnchorLink>
    )
  ) : (
    <Text fw={600} component="span">
      {byline.name}
    </Text>
  );
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={byline.imageUrl} alt="" aria-hidden color="koinonia" radius="xl" size={40}>
        {byline.name.slice(0, 1)}
      </Avatar>
      <Text size="sm" component="div">
        By {name}
      </Text>
    </Group>
  );
}
