import { Migration } from '@mikro-orm/migrations';

/**
 * Entities refer to each other by id (not ORM relations), so the unit of work may insert rows in any
 * order within a flush: foreign keys are checked at commit (deferred).
 */
export class OrgsJobsInitial extends Migration {
  override up(): void {
    this.addSql(`
      create table organization (
        id uuid primary key,
        slug text not null unique,
        -- ICU root collation: lists read alphabetically (case and accents aside) whatever the
        -- database's own locale is, and the keyset comparisons use the same order.
        name text collate "und-x-icu" not null,
        type text not null,
        status text not null default 'ACTIVE' check (status in ('ACTIVE', 'SUSPENDED')),
        is_email_verified boolean not null default false,
        priority int not null default 0,
        slogan text,
        email text,
        website_url text,
        has_stripe_account boolean not null default false,
        is_stripe_customer boolean not null default false,
        profile_id uuid not null unique,
        about text,
        profile_image_url text,
        background_image_url text,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // Lists are ordered by name then id (keyset pages).
    this.addSql('create index organization_name_id_index on organization (name, id)');
    this.addSql(`
      create table organization_role (
        id uuid primary key,
        organization_id uuid not null references organization (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        is_admin boolean not null default false,
        created_at timestamptz not null,
        unique (organization_id, user_id)
      )`);
    this.addSql('create index organization_role_user_id_index on organization_role (user_id)');
  }
}
