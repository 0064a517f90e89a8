import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader } from '@koinonia/kit';
import type { ChatType } from '../chats/chat.entity.ts';
import { ChatMemberSettingEntity, ChatReadStatusEntity, type ChatReadStatus } from './read-status.entity.ts';

export const findReadStatus = (em: EntityManager, chatId: string, userId: string): Promise<ChatReadStatus | null> =>
  em.findOne(ChatReadStatusEntity, { chatId, userId }, { refresh: true });

/**
 * Moves a participant's read position forward to a message, in one statement: concurrent marks
 * (several tabs) leave the furthest one, never an older one. Returns whether it moved.
 */
export async function advanceReadStatus(
  em: EntityManager,
  position: { chatId: string; userId: string; messageId: string; messageAt: Date },
): Promise<boolean> {
  const rows = await em.execute<{ chat_id: string }[]>(
    `insert into chat_read_status (chat_id, user_id, last_read_message_id, last_read_at, read_at) values (?, ?, ?, ?, now())
       on conflict (chat_id, user_id) do update
         set last_read_message_id = excluded.last_read_message_id, last_read_at = excluded.last_read_at, read_at = excluded.read_at
         where (chat_read_status.last_read_at, chat_read_status.last_read_message_id) < (excluded.last_read_at, excluded.last_read_message_id)
       returning chat_id`,
    [position.chatId, position.userId, position.messageId, position.messageAt],
  );
  return rows.length > 0;
}

/** Whether a member sends and sees read receipts (on unless they turned them off). */
export async function readReceiptsOf(em: EntityManager, userId: string): Promise<boolean> {
  return (await em.findOne(ChatMemberSettingEntity, { userId }))?.readReceipts ?? true;
}

export async function saveReadReceipts(em: EntityManager, userId: string, readReceipts: boolean): Promise<void> {
  await em.execute(
    `insert into chat_member_setting (user_id, read_receipts) values (?, ?)
       on conflict (user_id) do update set read_receipts = excluded.read_receipts`,
    [userId, readReceipts],
  );
}

export interface Reader {
  readonly readerId: string;
  readonly readAt: Date;
}

/**
 * The active participants of the chat, other than `senderId`, who read up to `messageAt` or further
 * and send read receipts; those who read first first.
 */
export async function findReaders(em: EntityManager, chatId: string, senderId: string, messageAt: Date): Promise<Reader[]> {
  const rows = await em.execute<{ user_id: string; read_at: Date }[]>(
    `select r.user_id, r.read_at from chat_read_status r
       join chat_participant p on p.chat_id = r.chat_id and p.user_id = r.user_id and p.is_active
       left join chat_member_setting s on s.user_id = r.user_id
      where r.chat_id = ? and r.user_id <> ? and r.last_read_at >= ? and coalesce(s.read_receipts, true)
      order by r.read_at, r.user_id`,
    [chatId, senderId, messageAt],
  );
  return rows.map((row) => ({ readerId: row.user_id, readAt: new Date(row.read_at) }));
}

export interface UnreadFilter {
  readonly types?: readonly ChatType[] | null | undefined;
  readonly groupId?: string | null | undefined;
  readonly eventId?: string | null | undefined;
  readonly chatIds?: readonly string[] | undefined;
}

/**
 * A person's unread messages per chat they are in: others' messages, not deleted, sent after both
 * their last read position and their (last) joining.
 */
export async function countUnreadByChat(em: EntityManager, userId: string, filter: UnreadFilter = {}): Promise<Map<string, number>> {
  const conditions: string[] = [];
  const params: unknown[] = [userId];
  const list = (values: readonly unknown[]) => values.map(() => '?').join(', ');
  if (filter.types?.length) {
    conditions.push(`c.type in (${list(filter.types)})`);
    params.push(...filter.types);
  }
  if (filter.groupId) {
    conditions.push('c.group_id = ?');
    params.push(filter.groupId);
  }
  if (filter.eventId) {
    conditions.push('c.event_id = ?');
    params.push(filter.eventId);
  }
  if (filter.chatIds) {
    if (filter.chatIds.length === 0) return new Map();
    conditions.push(`p.chat_id in (${list(filter.chatIds)})`);
    params.push(...filter.chatIds);
  }
  const rows = await em.execute<{ chat_id: string; unread: number }[]>(
    `select m.chat_id, count(*)::int as unread
       from chat_participant p
       join chat c on c.id = p.chat_id
       join chat_message m on m.chat_id = p.chat_id
       left join chat_read_status r on r.chat_id = p.chat_id and r.user_id = p.user_id
      where p.user_id = ? and p.is_active and m.sender_id <> p.user_id and not m.is_deleted
        and m.created_at > greatest(p.joined_at, r.last_read_at)
        ${conditions.map((c) => `and ${c}`).join(' ')}
      group by m.chat_id`,
    params,
  );
  return new Map(rows.map((row) => [row.chat_id, Number(row.unread)]));
}

/** The viewer's unread count of each chat, batched per request; keys are `userId:chatId`. */
export const unreadCountOf = defineLoader(
  async (em, keys: readonly string[]) => {
    const byUser = new Map<string, string[]>();
    for (const key of keys) {
      const [userId, chatId] = key.split(':') as [string, string];
      byUser.set(userId, [...(byUser.get(userId) ?? []), chatId]);
    }
    const counts = await Promise.all(
      [...byUser].map(async ([userId, chatIds]) => [...(await countUnreadByChat(em, userId, { chatIds }))].map(([chatId, unread]) => ({ key: `${userId}:${chatId}`, unread }))),
    );
    return counts.flat();
  },
  (row) => row.key,
);
