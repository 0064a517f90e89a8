import { useApolloClient } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { FeedGroupPostsDocument, PinGroupPostDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormCardSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { FeedList } from '../feed/feed-list.tsx';
import { PrayerList } from '../prayers/prayer-list.tsx';

// Only members who may post see the forms: a visitor's feed does not download them (a dozen chunks).
const PostComposer = lazy(() => import('../feed/post-composer.tsx').then((module) => ({ default: module.PostComposer })));
const PrayerForm = lazy(() => import('../prayers/prayer-form.tsx').then((module) => ({ default: module.PrayerForm })));

/**
 * A group's feed tab: the composer where the viewer may post, then the group's posts (the pinned
 * one first, marked). Its admins pin a post or unpin it from the post's buttons.
 */
export function GroupFeed({ groupId, canPost, isAdmin, pinnedId, empty }: { groupId: string; canPost: boolean; isAdmin: boolean; pinnedId: string | null; empty: ReactNode }) {
  const client = useApolloClient();
  const [pin] = useDataMutation(PinGroupPostDocument);
  const changePin = async (postId: string, pinned: boolean) => {
    const { data, error } = await pin({ variables: { id: groupId, postId: pinned ? postId : null } });
    if (!data?.group) {
      toastError(summarizeError(error).message ?? 'The post could not be pinned. Please try again.');
      return;
    }
    // The pinned post leads the feed's first page: read it again in its new order.
    await client.refetchQueries({ include: [FeedGroupPostsDocument] }).catch(() => undefined);
    const said = pinned ? 'The post is pinned at the top of the group’s feed.' : 'The post is unpinned.';
    toastSuccess(said);
    announce(said);
  };
  return (
    <Stack gap="lg">
      {canPost ? (
        <Suspense fallback={<FormCardSkeleton />}>
          <PostComposer groupId={groupId} placeholder="Share news or a question with the group…" />
        </Suspense>
      ) : null}
      <FeedList groupId={groupId} empty={empty} label="The group’s posts" pinnedId={pinnedId} onPin={isAdmin ? (postId, pinned) => void changePin(postId, pinned) : undefined} />
    </Stack>
  );
}

/** A group's prayers tab: the form where the viewer may ask for prayer, then the group's requests. */
export function GroupPrayers({ groupId, canPray, empty }: { groupId: string; canPray: boolean; empty: ReactNode }) {
  return (
    <Stack gap="lg">
      {canPray ? (
        <Suspense fallback={<FormCardSkeleton />}>
          <PrayerForm groupId={groupId} />
        </Suspense>
      ) : null}
      <PrayerList groupId={groupId} empty={empty} label="The group’s prayer requests" />
    </Stack>
  );
}
