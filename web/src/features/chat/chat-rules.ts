import type { ChatType } from '../../__generated__/graphql/graphql.ts';
import { displayName } from '../../lib/format/names.ts';

export type ChatFilter = 'all' | 'direct' | 'groups' | 'events';

/** The list's filters and the chat types each one asks `chats(types)` for. */
export const CHAT_FILTERS: { value: ChatFilter; label: string; types: ChatType[] | null }[] = [
  { value: 'all', label: 'All', types: null },
  { value: 'direct', label: 'Direct', types: ['DIRECT'] },
  { value: 'groups', label: 'Groups', types: ['GROUP_CHAT', 'USER_GROUP'] },
  { value: 'events', label: 'Events', types: ['EVENT_CHAT'] },
];

interface TitledChat {
  name?: string | null;
  type: ChatType;
  participants: { userId: string; isActive: boolean; user: { firstName: string; lastName: string } }[];
}

/** The other people in a chat (active ones, the viewer left out). */
export function others<T extends TitledChat>(chat: T, viewerId: string | undefined): T['participants'] {
  return chat.participants.filter((participant) => participant.isActive && participant.userId !== viewerId);
}

/**
 * A chat's title: its name; for a direct chat (which has none) the other person's name; else the
 * first names of the others ("Ann, Ben and 2 others").
 */
export function chatTitle(chat: TitledChat, viewerId: string | undefined): string {
  const people = others(chat, viewerId);
  if (chat.type === 'DIRECT') return people[0] ? displayName(people[0].user) : 'Direct message';
  if (chat.name?.trim()) return chat.name.trim();
  if (people.length === 0) return 'Just you';
  const names = people.map((participant) => participant.user.firstName);
  if (names.length <= 3) return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`;
}

/** Adds messages to a newest-first page without repeating any already there (a live message may also arrive in a page). */
export function mergeNewestFirst<T extends { id: string; createdAt: string }>(current: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !seen.has(message.id));
  if (added.length === 0) return [...current];
  return [...current, ...added].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** Reactions grouped by emoji, in the order first used, with whether the viewer is among them. */
export function groupReactions(
  reactions: readonly { emoji: string; userId: string; user: { firstName: string; lastName: string } }[],
  viewerId: string | undefined,
): { emoji: string; count: number; mine: boolean; names: string[] }[] {
  const groups = new Map<string, { emoji: string; count: number; mine: boolean; names: string[] }>();
  for (const reaction of reactions) {
    const group = groups.get(reaction.emoji) ?? { emoji: reaction.emoji, count: 0, mine: false, names: [] };
    group.count += 1;
    group.mine ||= reaction.userId === viewerId;
    group.names.push(displayName(reaction.user));
    groups.set(reaction.emoji, group);
  }
  return [...groups.values()];
}

/** "Seen by Ann", "Seen by 3": who read the viewer's latest message. */
export function seenByLabel(count: number, names: readonly string[]): string | null {
  if (count === 0) return null;
  return count === 1 && names[0] ? `Seen by ${names[0]}` : `Seen by ${count}`;
}
