import { chanceFor, daysBefore, seedId } from './deterministic.ts';
import type { Group } from './groups.ts';
import { DEMO, type Member } from './members.ts';
import { insertRows, presentIds, type Db } from './sql.ts';

/** chat: direct chats, chats people started among friends, and group chats (the chat service has no messages yet). */

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
export function planChats(counts: ChatCounts, members: readonly Member[], groups: readonly Group[], now: Date): Chat[] {
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
  return chats;
}

export async function writeChats(db: Db, planned: readonly Chat[], members: ReadonlySet<string>): Promise<void> {
  const chats = planned
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
}
