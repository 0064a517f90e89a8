import { Migration } from '@mikro-orm/migrations';

/**
 * Read models of community's group memberships and event registrations, fed by its events, so that
 * `users(groupId | eventId)` filters without reading community's database. A row goes with its user.
 */
export class IdentityMemberships extends Migration {
  override up(): void {
    this.addSql(`
      create table group_member (
        group_id uuid not null,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        joined_at timestamptz not null,
        primary key (group_id, user_id)
      )`);
    this.addSql(`
      create table event_attendee (
        event_id uuid not null,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        registered_at timestamptz not null,
        primary key (event_id, user_id)
      )`);
    // The cascades from app_user look rows up by user.
    this.addSql('create index group_member_user on group_member (user_id)');
    this.addSql('create index event_attendee_user on event_attendee (user_id)');
  }
}
