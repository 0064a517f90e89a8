import { Migration } from '@mikro-orm/migrations';

/**
 * What notify knows of each member, from identity's events: where their e-mails go and whether they
 * want notification e-mails. A member notify has not heard of gets none (it has no address).
 */
export class NotifyMembers extends Migration {
  override up(): void {
    this.addSql(`
      create table member (
        user_id uuid primary key,
        email text,
        first_name text,
        is_send_notification_emails boolean not null default true,
        updated_at timestamptz not null
      )`);
  }
}
