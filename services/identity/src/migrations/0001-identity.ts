import { Migration } from '@mikro-orm/migrations';

/**
 * Entities refer to each other by id (not ORM relations), so the unit of work may insert rows in any
 * order within a flush: foreign keys are checked at commit (deferred).
 */
export class IdentityInitial extends Migration {
  override up(): void {
    this.addSql(`
      create table location (
        id uuid primary key,
        country text, city text, state text, zipcode varchar(5)
      )`);
    this.addSql(`
      create table app_user (
        id uuid primary key,
        slug text not null unique,
        first_name text not null,
        last_name text not null,
        email text not null unique,
        password_hash text,
        status text not null default 'ACTIVE' check (status in ('ACTIVE', 'SUSPENDED')),
        is_email_verified boolean not null default false,
        is_send_newsletters boolean not null default false,
        is_send_notification_emails boolean not null default true,
        social_auth_name text,
        location_id uuid references location (id) on delete set null deferrable initially deferred,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`
      create table profile (
        id uuid primary key,
        user_id uuid not null unique references app_user (id) on delete cascade deferrable initially deferred,
        organization_id uuid,
        profile_image_url text, background_image_url text, profile_resume_url text,
        about text,
        language text
      )`);
    this.addSql(`
      create table user_role (
        id uuid primary key,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        name text not null,
        organization_id uuid
      )`);
    this.addSql('create index user_role_user_id_index on user_role (user_id)');
    this.addSql(`
      create table session (
        id uuid primary key,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      )`);
    this.addSql('create index session_user_id_index on session (user_id)');
    this.addSql(`
      create table one_time_token (
        id uuid primary key,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        purpose text not null check (purpose in ('VERIFY_EMAIL', 'RESET_PASSWORD')),
        token_hash text not null unique,
        email text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`);
    this.addSql('create index one_time_token_user_id_index on one_time_token (user_id)');
  }
}
