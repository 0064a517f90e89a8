import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@koinonia/events';
import { blockedAmong } from '@koinonia/kit/blocks';
import { createNotification } from '../notifications/notification.repository.ts';

// Every query notify makes for community's events: its groups read model (names and slugs for
// the notifications' words and links), and who people are by id or address (members read model).

export interface GroupName {
  readonly slug: string;
  readonly name: string;
}

/** Upserts a group as its latest event describes it (one group's events arrive in order). */
export async function rememberGroup(em: EntityManager, group: { groupId: string; slug: string; name: string }): Promise<void> {
  await em.execute(
    `insert into community_group (group_id, slug, name, updated_at) values (?, ?, ?, now())
       on conflict (group_id) do update set slug = excluded.slug, name = excluded.name, updated_at = now()`,
    [group.groupId, group.slug, group.name],
  );
}

export async function forgetGroup(em: EntityManager, groupId: string): Promise<void> {
  await em.execute('delete from community_group where group_id = ?', [groupId]);
}

/** A group's name and slug; null for one notify has not heard of. */
export async function groupNamed(em: EntityManager, groupId: string | null): Promise<GroupName | null> {
  if (!groupId) return null;
  const [row] = await em.execute<{ slug: string; name: string }[]>('select slug, name from community_group where group_id = ?', [groupId]);
  return row ?? null;
}

/** How a notification names someone: their first name, or "Someone" when notify has not heard of them. */
export async function displayName(em: EntityManager, userId: string | null): Promise<string> {
  if (!userId) return 'Someone';
  const [row] = await em.execute<{ first_name: string | null }[]>('select first_name from member where user_id = ?', [userId]);
  return row?.first_name ?? 'Someone';
}

/** The member with this address (lower-cased, as stored), or null. */
export async function memberWithEmail(em: EntityManager, email: string): Promise<string | null> {
  const [row] = await em.execute<{ user_id: string }[]>('select user_id from member where email = ? limit 1', [email.toLowerCase()]);
  return row?.user_id ?? null;
}

export interface CommunityNotification {
  readonly userId: string;
  readonly senderUserId: string | null;
  readonly type: string;
  readonly title: string;
  readonly body: string;
  readonly webPath: string | null;
}

/**
 * An in-app notification caused by `envelope`; none to the person who acted (no one is told of their
 * own doing), nor between two members when either blocked the other (identity's blocks, kit's read
 * model): notify never tells a member of an action by someone they blocked or who blocked them.
 * Returns whether it was created; a handler that would also e-mail the person does so only then.
 */
export async function notifyOf(em: EntityManager, envelope: EventEnvelope, notification: CommunityNotification): Promise<boolean> {
  const { userId, senderUserId } = notification;
  const told = await notifyEach(em, envelope, senderUserId, [userId], () => notification);
  return told.length > 0;
}

/**
 * notifyOf for everyone in `userIds` (each once) about one action of `senderUserId`, with one
 * query for the blocks whatever their number. Returns who was told.
 */
export async function notifyEach(
  em: EntityManager,
  envelope: EventEnvelope,
  senderUserId: string | null,
  userIds: readonly string[],
  notification: (userId: string) => Omit<CommunityNotification, 'userId' | 'senderUserId'>,
): Promise<string[]> {
  const blocked = senderUserId ? await blockedAmong(em, senderUserId, userIds) : new Set<string>();
  const told = [...new Set(userIds)].filter((userId) => userId !== senderUserId && !blocked.has(userId));
  for (const userId of told) {
    const fields = notification(userId);
    createNotification(em, { ...fields, userId, senderUserId, mobilePath: fields.webPath, sourceEventId: envelope.id });
  }
  return told;
}
