import { seedId } from './deterministic.ts';
import { DEMO, type Member } from './members.ts';
import { insertRows, type Db } from './sql.ts';

/**
 * notify: the welcome notification every member who signed up has (notify writes it on
 * `identity.user.signed-up`; seeded members never signed up, so it is written here). The demo
 * member's is still unread, so the bell has something to show.
 */
export async function writeNotifications(db: Db, members: readonly Member[], present: ReadonlySet<string>): Promise<void> {
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
