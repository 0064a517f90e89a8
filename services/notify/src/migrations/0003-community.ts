import { Migration } from '@mikro-orm/migrations';

/**
 * For community's events: one event may notify several people (a prayer answered tells everyone
 * who prayed), so a notification is unique per event and recipient; the groups read model names
 * groups and links them by slug; invitations by e-mail find a member by address.
 */
export class NotifyCommunity extends Migration {
  override up(): void {
    this.addSql('alter table notification drop constraint notification_source_event_id_key');
    this.addSql('create unique index notification_event_user on notification (source_event_id, user_id) where source_event_id is not null');
    // community's groups as its events describe them (created, updated, deleted).
    this.addSql(`
      create table community_group (
        group_id uuid primary key,
        slug text not null,
        name text not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index member_email on member (email)');
  }
}
