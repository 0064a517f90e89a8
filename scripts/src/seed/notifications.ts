import { seedId } from './deterministic.ts';
import { DEMO, sendsNewsletters, type Member } from './members.ts';
import { insertRows, type Db } from './sql.ts';

/**
 * notify: its read model of members (what identity's events would have told it: the address, the
 * name, both e-mail settings and who is a platform admin), so seeded members get notification
 * e-mails and newsletters and platform admins hear of reports; and the welcome notification every
 * member who signed up has (notify writes it on `identity.user.signed-up`; seeded members never
 * signed up, so it is written here). The demo member's is still unread, so the bell has something
 * to show.
 */
export async function writeNotifications(db: Db, members: readonly Member[], present: ReadonlySet<string>): Promise<void> {
  await insertRows(
    db,
    'member',
    members
      .filter((m) => present.has(m.id))
      .map((m) => ({
        user_id: m.id,
        email: m.email,
        first_name: m.firstName,
        is_send_notification_emails: true,
        is_send_newsletters: sendsNewsletters(m),
        is_email_verified: true,
        // As identity's platform-roles event would: the platform admins are told of every report.
        is_platform_admin: m.isPlatformAdmin,
        updated_at: m.joinedAt,
      })),
  );
  const demoMember = members[DEMO.member]?.id;
  await insertRows(
    db,
    'notification',
    members
      .filter((m) => present.has(m.id))
      .map((m) => ({
        id: seedId('notification', 'welcome', m.id),
        user_id: m.id,
        type: 'WELCOME',
        title: 'Welcome to Koinonia',
        body: 'Complete your profile so others in ministry can find and connect with you.',
        web_path: '/profile',
        mobile_path: '/profile',
        is_read: m.id !== demoMember,
        created_at: m.joinedAt,
      })),
  );
}
