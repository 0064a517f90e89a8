import { Migration } from '@mikro-orm/migrations';

/**
 * Entities refer to each other by id (not ORM relations), so the unit of work may insert rows in any
 * order within a flush: foreign keys are checked at commit (deferred).
 */
export class CommunityInitial extends Migration {
  override up(): void {
    // "group" is an SQL keyword, hence app_group (as identity has app_user).
    this.addSql(`
      create table app_group (
        id uuid primary key,
        slug text not null unique,
        -- ICU root collation: lists read alphabetically (case and accents aside) whatever the
        -- database's own locale is, and the keyset comparisons use the same order.
        name text collate "und-x-icu" not null,
        status text not null default 'ACTIVE' check (status in ('ACTIVE', 'SUSPENDED')),
        is_searchable boolean not null default true,
        privacy text not null default 'PUBLIC' check (privacy in ('PUBLIC', 'CLOSED', 'INVITE_ONLY')),
        about text,
        email text,
        profile_image_url text,
        background_image_url text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // Lists are ordered by name then id (keyset pages).
    this.addSql('create index app_group_name_id_index on app_group (name, id)');
    this.addSql(`
      create table group_member (
        id uuid primary key,
        group_id uuid not null references app_group (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        role text not null check (role in ('ADMIN', 'MEMBER')),
        created_at timestamptz not null,
        unique (group_id, user_id)
      )`);
    this.addSql('create index group_member_user_id_index on group_member (user_id)');
  }
}
