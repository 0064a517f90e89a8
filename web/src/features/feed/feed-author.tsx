import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FeedAuthorFragment } from '../../__generated__/graphql/graphql.ts';
import { formatDate, formatRelativeTime } from '../../lib/format/dates.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';

export function authorAvatar(author: FeedAuthorFragment): string | null {
  return author.profile.profileImage?.avatarUrl ?? author.profile.profileImageUrl ?? null;
}

/** "3 hours ago" (spec section 9's relative time), the date ("MMM Do YYYY") on hover and for machines. */
export function When({ value, edited }: { value: string; edited?: boolean }) {
  return (
    <Text size="xs" c="dimmed" component="span">
      <time dateTime={value} title={formatDate(value)}>
        {formatRelativeTime(value)}
      </time>
      {edited ? ' · Edited' : null}
    </Text>
  );
}

/**
 * Who wrote something and when: picture, name linking to their profile (/u/slug), time. The
 * name is the heading of the post (`headingLevel`) so a screen reader can jump from post to post.
 */
export function AuthorLine({
  author,
  createdAt,
  edited,
  headingLevel,
  size = 40,
  extra,
}: {
  author: FeedAuthorFragment;
  createdAt: string;
  edited?: boolean;
  headingLevel?: 2 | 3 | 4;
  size?: number;
  extra?: ReactNode;
}) {
  const name = displayName(author);
  return (
    <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      <Avatar src={authorAvatar(author)} alt="" color="koinonia" radius="xl" size={size} aria-hidden>
        {initials(author)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text component={headingLevel ? `h${headingLevel}` : 'p'} fw={600} size="sm" m={0} lineClamp={1}>
          <AnchorLink to="/u/$slug" params={{ slug: author.slug }} c="var(--mantine-color-text)">
            {name}
          </AnchorLink>
        </Text>
        <Group gap={6} wrap="wrap">
          <When value={createdAt} edited={edited} />
          {extra}
        </Group>
      </Stack>
    </Group>
  );
}
