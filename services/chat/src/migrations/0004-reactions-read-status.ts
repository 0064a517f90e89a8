import { Migration } from '@mikro-orm/migrations';

/** Reactions to messages, how far each participant has read, and who sends no read receipts. */
export class ChatReactionsReadStatus extends Migration {
  override up(): void {
    this.addSql(`
      create table chat_message_reaction (
        id uuid primary key,
        message_id uuid not null references chat_message (id) on delete cascade deferrable initially deferred,
        chat_id uuid not null,
        user_id uuid not null,
        emoji text not null,
        created_at timestamptz not null,
        -- one of each emoji per person on a message; also the index for a message's reactions
        unique (message_id, user_id, emoji)
      )`);
    this.addSql(`
      create table chat_read_status (
        chat_id uuid not null references chat (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        -- everything sent up to this message (its created_at) is read; it only moves forward
        last_read_message_id uuid not null,
        last_read_at timestamptz not null,
        read_at timestamptz not null,
        primary key (chat_id, user_id)
      )`);
    // A member's chat settings; no row means the defaults (read receipts on).
    this.addSql(`
      create table chat_member_setting (
        user_id uuid primary key,
        read_receipts boolean not null
      )`);
  }
}
