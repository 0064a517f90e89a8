import { Migration } from '@mikro-orm/migrations';

/** Newsletters with every version's content, their subscribers, and the job board as content hears of it. */
export class ContentNewsletters extends Migration {
  override up(): void {
    this.addSql(`
      create table newsletter (
        id uuid primary key,
        subject text not null,
        status text not null default 'DRAFT' check (status in ('DRAFT', 'SENDING', 'SENT')),
        sponsored_by text,
        whats_new text,
        podcast_image_url text,
        podcast_title text,
        podcast_description text,
        podcast_url text,
        job_listing_ids jsonb not null default '[]',
        version int not null default 1 check (version >= 1),
        created_by_id uuid not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        sent_at timestamptz,
        send_id uuid,
        check (status = 'DRAFT' or send_id is not null),
        check (status <> 'SENT' or sent_at is not null)
      )`);
    this.addSql('create index newsletter_created_index on newsletter (created_at desc, id desc)');
    this.addSql(`
      create table newsletter_version (
        newsletter_id uuid not null references newsletter (id) on delete cascade deferrable initially deferred,
        version int not null,
        content jsonb not null,
        created_at timestamptz not null,
        primary key (newsletter_id, version)
      )`);
    this.addSql(`
      create table newsletter_subscriber (
        id uuid primary key,
        email text not null,
        is_verified boolean not null default false,
        confirm_token_hash text unique,
        confirm_token_expires_at timestamptz,
        confirm_sent_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // One row per address whatever its case: two requests for one address meet here.
    this.addSql('create unique index newsletter_subscriber_email_unique on newsletter_subscriber (lower(email))');
    this.addSql('create index newsletter_subscriber_created_index on newsletter_subscriber (created_at desc, id desc)');
    this.addSql(`
      create table job_post (id uuid primary key, organization_id uuid not null, title text not null, is_open boolean not null)`);
    this.addSql('create table job_organization (id uuid primary key, name text not null)');
  }
}
