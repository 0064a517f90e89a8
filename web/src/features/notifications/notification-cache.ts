import type { ApolloCache } from '@apollo/client';
import type { NotificationItemFragment } from '../../__generated__/graphql/graphql.ts';

// What a change does to the notifications Apollo holds: every `notifications(...)` list (this
// page's filters and the shell's unread count alike) keeps its place, so a member working through
// the third page is not sent back to the first.

/** Sets the unread count of every cached list. */
function changeUnreadCount(cache: ApolloCache, change: (count: number) => number): void {
  cache.modify<{ notifications: { unreadCount?: number } }>({
    fields: {
      notifications: (existing) =>
        'unreadCount' in existing && typeof existing.unreadCount === 'number' ? { ...existing, unreadCount: Math.max(0, change(existing.unreadCount)) } : existing,
    },
  });
}

/** One notification read or unread. */
export function markedOne(cache: ApolloCache, item: NotificationItemFragment, isRead: boolean): void {
  if (item.isRead === isRead) return;
  cache.modify({ id: cache.identify(item), fields: { isRead: () => isRead } });
  changeUnreadCount(cache, (count) => count + (isRead ? -1 : 1));
}

/** Every notification read: those on screen, and the counts. */
export function markedAll(cache: ApolloCache, shown: readonly NotificationItemFragment[]): void {
  for (const item of shown) cache.modify({ id: cache.identify(item), fields: { isRead: () => true } });
  changeUnreadCount(cache, () => 0);
}

/** One notification gone: lists drop it (Apollo leaves out references to removed entries). */
export function deletedOne(cache: ApolloCache, item: NotificationItemFragment): void {
  if (!item.isRead) changeUnreadCount(cache, (count) => count - 1);
  cache.evict({ id: cache.identify(item) });
  cache.gc();
}

/** Every notification gone: the lists are asked again (and come back empty). */
export function deletedAll(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
  cache.gc();
}
