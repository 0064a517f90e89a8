import { Migration } from '@mikro-orm/migrations';

/**
 * Entities refer to each other by id (not ORM relations), so the unit of work may insert rows in any
 * order within a flush: foreign keys are checked at commit (deferred). Authors, organizations and
 * profiles belong to other services and have no foreign key here.
 */
export class ContentInitial extends Migration {
  override up(): void {
    this.addSql('create table category (id uuid primary key, name text not null)');
    // Names are unique whatever their case: "Worship" and "worship" are one category.
    this.addSql('create unique index category_name_unique on category (lower(name))');
    this.addSql('create table blog_post_section (id uuid primary key, name text not null)');
    this.addSql('create unique index blog_post_section_name_unique on blog_post_section (lower(name))');
    this.addSql(`
      create table blog_post (
        id uuid primary key,
        slug text not null unique,
        title text not null,
        thumbnail_url text,
        body text not null,
        status text not null default 'DRAFT' check (status in ('DRAFT', 'PUBLISHED')),
        author_id uuid not null,
        author_org_id uuid,
        author_type text not null default 'USER' check (author_type in ('ORGANIZATION', 'SUBSCRIBER', 'USER')),
        owner_profile_id uuid,
        section_id uuid references blog_post_section (id) on delete set null deferrable initially deferred,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        published_at timestamptz,
        check (status <> 'PUBLISHED' or published_at is not null)
      )`);
    this.addSql('create index blog_post_author_id_index on blog_post (author_id)');
    // The published lists: everything, or one profile's, newest first.
    this.addSql(`create index blog_post_published_index on blog_post (published_at desc, id desc) where status = 'PUBLISHED'`);
    this.addSql(`
      create index blog_post_owner_published_index on blog_post (owner_profile_id, published_at desc, id desc)
      where status = 'PUBLISHED'`);
    this.addSql(`
      create table blog_post_category (
        post_id uuid not null references blog_post (id) on delete cascade deferrable initially deferred,
        category_id uuid not null references category (id) on delete cascade deferrable initially deferred,
        primary key (post_id, category_id)
      )`);
    this.addSql('create index blog_post_category_category_id_index on blog_post_category (category_id)');
  }
}
