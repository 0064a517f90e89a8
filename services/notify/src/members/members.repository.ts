import type { EntityManager } from '@mikro-orm/postgresql';
import { MemberEntity } from './member.entity.ts';

// Every query of the members read model. Writes are upserts of the columns an event carries: a
// member's events are handled in order, but one may arrive before notify heard of the sign-up.

type MemberFields = {
  email?: string;
  first_name?: string;
  is_send_notification_emails?: boolean;
  is_send_newsletters?: boolean;
  is_email_verified?: boolean;
  is_platform_admin?: boolean;
};

async function upsertMember(em: EntityManager, userId: string, fields: MemberFields): Promise<void> {
  const columns = Object.keys(fields);
  const values = Object.values(fields);
  await em.execute(
    `insert into member (user_id, ${columns.join(', ')}, updated_at) values (?, ${columns.map(() => '?').join(', ')}, now())
       on conflict (user_id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
    [userId, ...values],
  );
}

/** A sign-up: the address (not verified yet) and whether they asked for the newsletter (isSubscribed). */
export const rememberSignUp = (em: EntityManager, member: { userId: string; email: string; firstName: string; isSubscribed: boolean }): Promise<void> =>
  upsertMember(em, member.userId, {
    email: member.email.toLowerCase(),
    first_name: member.firstName,
    is_send_newsletters: member.isSubscribed,
    is_email_verified: false,
  });

/** A confirmed e-mail change: the new address, verified by following the link sent to it. */
export const recordEmail = (em: EntityManager, userId: string, email: string): Promise<void> =>
  upsertMember(em, userId, { email: email.toLowerCase(), is_email_verified: true });

export const recordEmailVerified = (em: EntityManager, userId: string, email: string): Promise<void> =>
  upsertMember(em, userId, { email: email.toLowerCase(), is_email_verified: true });

export const recordNewsletterPreference = (em: EntityManager, userId: string, isSendNewsletters: boolean): Promise<void> =>
  upsertMember(em, userId, { is_send_newsletters: isSendNewsletters });

export const recordFirstName = (em: EntityManager, userId: string, firstName: string): Promise<void> =>
  upsertMember(em, userId, { first_name: firstName });

export const recordNotificationEmails = (em: EntityManager, userId: string, isSendNotificationEmails: boolean): Promise<void> =>
  upsertMember(em, userId, { is_send_notification_emails: isSendNotificationEmails });

/** A member's platform roles changed: whether they are a platform admin now. */
export const recordPlatformAdmin = (em: EntityManager, userId: string, isPlatformAdmin: boolean): Promise<void> =>
  upsertMember(em, userId, { is_platform_admin: isPlatformAdmin });

/** The platform admins notify has heard of (they review every report). */
export async function platformAdminIds(em: EntityManager): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>('select user_id from member where is_platform_admin order by user_id');
  return rows.map((row) => row.user_id);
}

/** Where a notification e-mail to this member goes; null when they turned them off or have no known address. */
export async function notificationRecipient(em: EntityManager, userId: string): Promise<{ email: string; firstName: string | null } | null> {
  const member = await em.findOne(MemberEntity, { userId });
  if (!member?.email || !member.isSendNotificationEmails) return null;
  return { email: member.email, firstName: member.firstName ?? null };
}

/** A member's known address (a newsletter's test send goes to the editor who asked for it). */
export async function addressOf(em: EntityManager, userId: string): Promise<string | null> {
  const member = await em.findOne(MemberEntity, { userId });
  return member?.email ?? null;
}
