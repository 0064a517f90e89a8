import type { ApolloClient } from '@apollo/client';
import type { Subscription } from 'rxjs';
import {
  ChatUnreadTotalDocument,
  NavChatMessageDocument,
  NavChatReadDocument,
  NavChatsDocument,
  NavModerationDocument,
  NavUnreadNotificationsDocument,
} from '../../__generated__/graphql/graphql.ts';

export interface NavCounts {
  chat: number;
  notifications: number;
  /** Reports waiting for review; null for a member who reviews none (no Moderation item). */
  moderation: number | null;
}

export interface NavCountsWatch {
  /** Asks the API for the counts again (on navigation). */
  refresh: () => void;
  /** Also follows chats the viewer has joined since (every minute, and when the tab comes back). */
  refreshAll: () => void;
  stop: () => void;
}

// Several events in a row (a burst of messages, a read and its echo) cost one request.
const CHAT_REFETCH_DELAY_MS = 250;

/**
 * Keeps the navigation's unread counts. Both are watched in Apollo's cache, so what other screens
 * do to them shows at once (the conversation refreshes the chat total when it marks messages read;
 * the notifications page changes every cached unread count). The chat total is asked again
 * whenever one of the viewer's newest chats gets a message or is read further: chat's
 * subscriptions are per chat, so a chat started since is followed from the next `refreshAll`.
 */
export function watchNavCounts(client: ApolloClient, onChange: (counts: NavCounts) => void): NavCountsWatch {
  const counts: NavCounts = { chat: 0, notifications: 0, moderation: null };
  const set = <K extends keyof NavCounts>(key: K, value: NavCounts[K] | undefined) => {
    if (value === undefined || counts[key] === value) return;
    counts[key] = value;
    onChange({ ...counts });
  };

  const chatTotal = client.watchQuery({ query: ChatUnreadTotalDocument });
  const notifications = client.watchQuery({ query: NavUnreadNotificationsDocument });
  const moderation = client.watchQuery({ query: NavModerationDocument });
  const watches = [
    chatTotal.subscribe(({ data }) => set('chat', data?.totalUnreadMessagesCount)),
    notifications.subscribe(({ data }) => set('notifications', data?.notifications?.unreadCount)),
    moderation.subscribe(({ data }) => data?.reports && set('moderation', data.reports.viewerIsReviewer ? data.reports.totalCount : null)),
  ];

  let refetchTimer: ReturnType<typeof setTimeout> | undefined;
  const refetchChatTotal = () => {
    clearTimeout(refetchTimer);
    refetchTimer = setTimeout(() => void chatTotal.refetch().catch(() => undefined), CHAT_REFETCH_DELAY_MS);
  };

  const followed = new Map<string, Subscription[]>();
  const unfollow = (chatId: string) => {
    for (const subscription of followed.get(chatId) ?? []) subscription.unsubscribe();
    followed.delete(chatId);
  };
  const follow = (chatId: string) => {
    const live = (query: typeof NavChatMessageDocument | typeof NavChatReadDocument) =>
      client
        .subscribe({ query, variables: { chatId }, fetchPolicy: 'no-cache' })
        // A subscription the API ended (the viewer left the chat) is taken up again if the chat is still listed.
        .subscribe({ next: refetchChatTotal, error: () => unfollow(chatId) });
    followed.set(chatId, [live(NavChatMessageDocument), live(NavChatReadDocument)]);
  };
  let stopped = false;
  const followChats = async () => {
    const { data } = await client.query({ query: NavChatsDocument, fetchPolicy: 'network-only' });
    if (stopped || !data) return;
    const chatIds = new Set(data.chats.results.map((chat) => chat.id));
    for (const chatId of [...followed.keys()]) if (!chatIds.has(chatId)) unfollow(chatId);
    for (const chatId of chatIds) if (!followed.has(chatId)) follow(chatId);
  };
  const followQuietly = () => void followChats().catch(() => undefined);
  followQuietly();

  const refresh = () => {
    void chatTotal.refetch().catch(() => undefined);
    void notifications.refetch().catch(() => undefined);
    void moderation.refetch().catch(() => undefined);
  };
  return {
    refresh,
    refreshAll: () => {
      refresh();
      followQuietly();
    },
    stop: () => {
      stopped = true;
      clearTimeout(refetchTimer);
      for (const watch of watches) watch.unsubscribe();
      for (const chatId of [...followed.keys()]) unfollow(chatId);
    },
  };
}
