import { chanceFor, daysBefore, seedId } from './deterministic.ts';
import type { Group } from './groups.ts';
import { DEMO, type Member } from './members.ts';
import { insertColumns, insertRows, presentIds, type Db } from './sql.ts';

/**
 * chat: direct chats, chats people started among friends, and group chats, with their messages,
 * reactions and how far each person has read; and the groups' members as chat's room read model
 * keeps them (community's events fill it in a running system), so group chats started later, and
 * joins and leaves, follow the seeded groups.
 */

export interface Chat {
  readonly id: string;
  readonly type: 'DIRECT' | 'USER_GROUP' | 'GROUP_CHAT';
  readonly name: string | null;
  readonly description: string | null;
  readonly groupId: string | null;
  /** For DIRECT chats: the two user ids, sorted and joined, as the chat service keys them. */
  readonly directKey: string | null;
  readonly createdAt: Date;
  /** The creator first (a chat admin). */
  readonly participantIds: readonly string[];
}

export interface ChatMessage {
  readonly id: string;
  readonly chatId: string;
  readonly senderId: string;
  readonly content: string;
  readonly createdAt: Date;
  /** Others' reactions: [userId, emoji]. */
  readonly reactions: readonly (readonly [string, string])[];
}

/** What the chat service's database gets. */
export interface ChatPlan {
  readonly chats: readonly Chat[];
  readonly messages: readonly ChatMessage[];
  /** Every seeded group's members (the room read model), the admin first. */
  readonly rooms: readonly { readonly groupId: string; readonly createdAt: Date; readonly userIds: readonly string[] }[];
  /** Who keeps a few messages unread, so the demo shows unread badges. */
  readonly demoMemberId: string | null;
}

export interface ChatCounts {
  readonly direct: number;
  readonly userGroup: number;
  readonly group: number;
}

const teamNames = [
  'Sunday setup team', 'Youth retreat planning', 'Easter services', 'VBS volunteers', 'Elders', 'Worship team',
  'Guatemala mission trip', 'Food pantry shifts', 'Christmas Eve choir', 'Men’s breakfast crew', 'Prayer chain',
  'Building committee', 'Small group hosts', 'Welcome team', 'Camp counselors',
] as const;

/** The demo member has direct chats with the pastor, the admin and a few others, and is in the first team chat. */
export function planChats(counts: ChatCounts, members: readonly Member[], groups: readonly Group[], now: Date): ChatPlan {
  const chats: Chat[] = [];
  const directKeys = new Set<string>();
  for (let d = 0; d < counts.direct; d += 1) {
    const chance = chanceFor('chat', 'direct', d);
    const [a, b] = d < 4 ? [members[DEMO.member]!, members[d === 0 ? DEMO.pastor : d === 1 ? DEMO.admin : d + 1]!] : chance.sample(members, 2);
    if (!a || !b || a.id === b.id) continue;
    const directKey = [a.id, b.id].sort().join(':');
    if (directKeys.has(directKey)) continue;
    directKeys.add(directKey);
    chats.push({
      id: seedId('chat', 'direct', directKey),
      type: 'DIRECT',
      name: null,
      description: null,
      groupId: null,
      directKey,
      createdAt: daysBefore(now, chance, 365),
      participantIds: [a.id, b.id],
    });
  }
  for (let u = 0; u < counts.userGroup; u += 1) {
    const chance = chanceFor('chat', 'user-group', u);
    const people = u === 0 ? [members[DEMO.pastor]!, members[DEMO.member]!, ...chance.sample(members, 4)] : chance.sample(members, chance.int(3, 8));
    chats.push({
      id: seedId('chat', 'user-group', u),
      type: 'USER_GROUP',
      name: teamNames[u % teamNames.length]!,
      description: null,
      groupId: null,
      directKey: null,
      createdAt: daysBefore(now, chance, 365),
      participantIds: [...new Set(people.map((m) => m.id))],
    });
  }
  for (const group of groups.slice(0, counts.group)) {
    chats.push({
      id: seedId('chat', 'group', group.id),
      type: 'GROUP_CHAT',
      name: group.name,
      description: `The chat of ${group.name}.`,
      groupId: group.id,
      directKey: null,
      createdAt: group.createdAt,
      participantIds: group.members.map((m) => m.userId),
    });
  }
  const rooms = groups.map((group) => ({ groupId: group.id, createdAt: group.createdAt, userIds: group.members.map((m) => m.userId) }));
  // The demo member's first direct chats, the first teams and the first groups' rooms are lively.
  const seen = new Map<Chat['type'], number>();
  const messages = chats.flatMap((chat) => {
    const nth = seen.get(chat.type) ?? 0;
    seen.set(chat.type, nth + 1);
    return planMessages(chat, nth < (chat.type === 'DIRECT' ? 4 : 2), now);
  });
  return { chats, messages, rooms, demoMemberId: members[DEMO.member]?.id ?? null };
}

const lines = [
  'Good morning! Praying for everyone today.', 'Can someone bring extra chairs on Sunday?', 'Thank you all for your help last week 🙏',
  'The slides for Sunday are in the shared folder.', 'Running ten minutes late, start without me.', 'Does anyone have the address for the retreat center?',
  'Great job with the kids this morning!', 'Reminder: rehearsal moved to Thursday at 7.', 'Who can cover the welcome table next week?',
  'Please keep the Morales family in your prayers.', 'Coffee is on me this time ☕', 'I sent the budget draft by email, comments welcome.',
  'Love this group. See you all Sunday!', 'The sign-up sheet is full, thank you!', 'Here is the verse I mentioned: Philippians 4:6-7.',
] as const;
const EMOJIS = ['👍', '❤️', '🙏', '🎉'] as const;
const MINUTE = 60_000;

/**
 * A chat's conversation: a lively one has a dozen messages or so, others a few or none. Messages
 * follow one another after the chat began, up to an hour ago.
 */
function planMessages(chat: Chat, lively: boolean, now: Date): ChatMessage[] {
  const chance = chanceFor('chat', 'messages', chat.id);
  const count = lively ? chance.int(8, 14) : chance.int(0, 6);
  const span = Math.max(now.getTime() - MINUTE * 60 - chat.createdAt.getTime(), count * MINUTE);
  const step = Math.floor(span / (count + 1));
  return Array.from({ length: count }, (_, m) => {
    const senderId = chance.pick(chat.participantIds);
    const others = chat.participantIds.filter((id) => id !== senderId);
    const reactors = chance.chance(0.3) ? chance.sample(others, chance.int(1, 3)) : [];
    return {
      id: seedId('chat-message', chat.id, m),
      chatId: chat.id,
      senderId,
      content: chance.pick(lines),
      createdAt: new Date(chat.createdAt.getTime() + step * (m + 1)),
      reactions: reactors.map((userId) => [userId, chance.pick(EMOJIS)] as const),
    };
  });
}

export async function writeChats(db: Db, plan: ChatPlan, members: ReadonlySet<string>): Promise<void> {
  // Chat's read model of identity's members (a chat names only people who exist), as its events would fill it.
  await insertColumns(db, 'chat_person', [...members], { user_id: ['uuid', (id) => id] });
  const chats = plan.chats
    .filter((chat) => members.has(chat.participantIds[0]!)) // the creator
    .map((chat) => ({ ...chat, participantIds: chat.participantIds.filter((id) => members.has(id)) }))
    .filter((chat) => chat.type !== 'DIRECT' || chat.participantIds.length === 2);
  await insertRows(
    db,
    'chat',
    chats.map((chat) => ({
      id: chat.id,
      name: chat.name,
      type: chat.type,
      group_id: chat.groupId,
      creator_id: chat.participantIds[0],
      is_public: false,
      description: chat.description,
      direct_key: chat.directKey,
      created_at: chat.createdAt,
      updated_at: chat.createdAt,
    })),
  );
  const present = await presentIds(db, 'chat', chats.map((chat) => chat.id));
  await insertRows(
    db,
    'chat_participant',
    chats
      .filter((chat) => present.has(chat.id))
      .flatMap((chat) =>
        chat.participantIds.map((userId, i) => ({
          id: seedId('chat-participant', chat.id, userId),
          chat_id: chat.id,
          user_id: userId,
          is_admin: i === 0,
          is_active: true,
          joined_at: chat.createdAt,
        })),
      ),
  );
  const written = new Map(chats.filter((chat) => present.has(chat.id)).map((chat) => [chat.id, new Set(chat.participantIds)]));
  await insertRows(
    db,
    'chat_room_member',
    plan.rooms.flatMap((room) =>
      room.userIds.filter((id) => members.has(id)).map((userId) => ({ room_kind: 'GROUP', room_id: room.groupId, user_id: userId, joined_at: room.createdAt })),
    ),
  );
  await writeMessages(db, plan.messages.filter((message) => written.get(message.chatId)?.has(message.senderId)), written, plan.demoMemberId);
}

/**
 * Messages and their reactions, and read receipts: everyone has read their chat up to its latest
 * message but the demo member, who has the last two of each of their first chats still unread.
 */
async function writeMessages(
  db: Db,
  messages: readonly ChatMessage[],
  participants: ReadonlyMap<string, ReadonlySet<string>>,
  demoMemberId: string | null,
): Promise<void> {
  await insertRows(
    db,
    'chat_message',
    messages.map((message) => ({
      id: message.id,
      chat_id: message.chatId,
      sender_id: message.senderId,
      content: message.content,
      created_at: message.createdAt,
      updated_at: message.createdAt,
    })),
  );
  await insertRows(
    db,
    'chat_message_reaction',
    messages.flatMap((message) =>
      message.reactions
        .filter(([userId]) => participants.get(message.chatId)?.has(userId))
        .map(([userId, emoji]) => ({
          id: seedId('chat-reaction', message.id, userId, emoji),
          message_id: message.id,
          chat_id: message.chatId,
          user_id: userId,
          emoji,
          created_at: new Date(message.createdAt.getTime() + MINUTE),
        })),
    ),
  );
  const byChat = new Map<string, ChatMessage[]>();
  for (const message of messages) byChat.set(message.chatId, [...(byChat.get(message.chatId) ?? []), message]);
  const reads = [...byChat].flatMap(([chatId, conversation], c) =>
    [...(participants.get(chatId) ?? [])].flatMap((userId) => {
      const demoUnread = userId === demoMemberId && c < 6 ? 2 : 0;
      const last = conversation[conversation.length - 1 - demoUnread];
      if (!last) return [];
      const readAt = new Date(last.createdAt.getTime() + 5 * MINUTE);
      return [{ chat_id: chatId, user_id: userId, last_read_message_id: last.id, last_read_at: last.createdAt, read_at: readAt }];
    }),
  );
  await insertRows(db, 'chat_read_status', reads);
}
