import { Stack } from '@mantine/core';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { BlogPostList } from './blog-post-list.tsx';
import type { BlogAuthorData } from './load-blog.ts';

/** An author's posts (/blog/author/$profileId, public): a member's or an organization's blog, newest first. */
export function BlogAuthorPage({ profileId, data }: { profileId: string; data: BlogAuthorData }) {
  const link = data.link;
  return (
    <Stack gap={0}>
      <PageHeader
        title={`Posts by ${data.name}`}
        description={
          link ? (
            link.to === '/u/$slug' ? (
              <AnchorLink to="/u/$slug" params={{ slug: link.slug }}>
                See {data.name}'s profile
              </AnchorLink>
            ) : (
              <AnchorLink to="/o/$slug" params={{ slug: link.slug }}>
                See {data.name}'s page
              </AnchorLink>
            )
          ) : undefined
        }
        actions={
          <AnchorLink to="/blog" fw={600}>
            All posts
          </AnchorLink>
        }
      />
      <BlogPostList
        first={data.page}
        ownerProfileId={profileId}
        emptyTitle={`${data.name} has not published a post yet`}
        emptyText="Their posts appear here once they are published."
      />
    </Stack>
  );
}
