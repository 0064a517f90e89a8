import { Migration } from '@mikro-orm/migrations';

/**
 * Entities refer to each other by id (not ORM relations), so the unit of work may insert rows in any
 * order within a flush: foreign keys are checked at commit (deferred). User, group and event ids
 * belong to other services and have no foreign key here.
 */
export class ChatInitial extends Migration {
  override up(): void {
    this.addSql(`
      create table chat (
        id uuid primary key,
        name text,
        type text not null check (type in ('DIRECT', 'EVENT_CHAT', 'GROUP_CHAT', 'USER_GROUP')),
        group_id uuid,
        event_id uuid,
        creator_id uuid not null,
        is_public boolean not null default false,
        description text,
        image_url text,
        direct_key text unique,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((type = 'DIRECT') = (direct_key is not null)),
        check (type <> 'GROUP_CHAT' or group_id is not null),
        check (type <> 'EVENT_CHAT' or event_id is not null)
      )`);
    this.addSql('create index chat_group_id_index on chat (group_id) where group_id is not null');
    this.addSql('create index chat_event_id_index on chat (event_id) where event_id is not null');
    this.addSql(`
      create table chat_participant (
        id uuid primary key,
        chat_id uuid not null references chat (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        is_admin boolean not null default false,
        is_active boolean not null default true,
        joined_at timestamptz not null,
        left_at timestamptz,
        -- also the index for a chat's participants
        unique (chat_id, user_id)
      )`);
    // A person's chat list: their active rows, newest chat first (joined on chat.created_at).
    this.addSql('create index chat_participant_user_id_index on chat_participant (user_id) where is_active');
  }
}
