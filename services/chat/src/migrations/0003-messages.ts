import { Migration } from '@mikro-orm/migrations';

/** Messages and their attachments (files of kit's media tables, by id). */
export class ChatMessages extends Migration {
  override up(): void {
    this.addSql(`
      create table chat_message (
        id uuid primary key,
        chat_id uuid not null references chat (id) on delete cascade deferrable initially deferred,
        sender_id uuid not null,
        -- null once deleted: the text is gone, not hidden
        content text,
        mentioned_user_ids jsonb not null default '[]',
        is_edited boolean not null default false,
        is_pinned boolean not null default false,
        pinned_by_id uuid,
        pinned_at timestamptz,
        is_deleted boolean not null default false,
        deleted_by_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (is_pinned = (pinned_by_id is not null)),
        check (is_deleted = (deleted_by_id is not null))
      )`);
    // A chat's messages, newest first (the page's order and its cursor).
    this.addSql('create index chat_message_chat_index on chat_message (chat_id, created_at desc, id desc)');
    this.addSql('create index chat_message_pinned_index on chat_message (chat_id, created_at desc) where is_pinned');
    this.addSql(`
      create table chat_message_attachment (
        id uuid primary key,
        message_id uuid not null references chat_message (id) on delete cascade deferrable initially deferred,
        -- a confirmed upload goes with one message only
        file_id uuid not null unique,
        position int not null,
        unique (message_id, position)
      )`);
  }
}
