import { Migration } from '@mikro-orm/migrations';

/**
 * A member's blocks: who they blocked (by profile at the call, kept with the user for lookups).
 * Reads go both ways: the blocker's list, newest first, and "has this member blocked the viewer".
 */
export class IdentityBlocks extends Migration {
  override up(): void {
    this.addSql(`
      create table block (
        id uuid primary key,
        blocker_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        blocked_user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        blocked_profile_id uuid not null references profile (id) on delete cascade deferrable initially deferred,
        reason text,
        created_at timestamptz not null,
        constraint block_not_self check (blocker_id <> blocked_user_id)
      )`);
    this.addSql('create unique index block_pair on block (blocker_id, blocked_user_id)');
    this.addSql('create index block_blocked_user on block (blocked_user_id, blocker_id)');
    this.addSql('create index block_blocker_created on block (blocker_id, created_at desc, id desc)');
  }
}
