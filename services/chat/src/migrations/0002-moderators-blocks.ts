import { Migration } from '@mikro-orm/migrations';

/** Moderator rights in a chat, and the read model of identity's blocks (fed by its events). */
export class ChatModeratorsBlocks extends Migration {
  override up(): void {
    this.addSql(`
      create table chat_moderator (
        id uuid primary key,
        chat_id uuid not null references chat (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        can_manage_participants boolean not null,
        can_delete_messages boolean not null,
        can_pin_messages boolean not null,
        granted_by_id uuid not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (chat_id, user_id)
      )`);
    // One row per block as identity reported it; a pair is blocked when either direction has a row.
    this.addSql(`
      create table user_block (
        blocker_id uuid not null,
        blocked_user_id uuid not null,
        primary key (blocker_id, blocked_user_id)
      )`);
  }
}
