import { Migration } from '@mikro-orm/migrations';

/**
 * Profile videos (a link, or a file uploaded through the media port) and members' testimonials.
 * Videos are listed per profile, newest first; approved testimonials newest first for everyone.
 */
export class IdentityVideosTestimonials extends Migration {
  override up(): void {
    this.addSql(`
      create table video (
        id uuid primary key,
        profile_id uuid not null references profile (id) on delete cascade deferrable initially deferred,
        title text not null,
        video_url text,
        file_id uuid,
        status text not null check (status in ('DRAFT', 'PUBLISHED')),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint video_link_or_file check ((video_url is null) <> (file_id is null))
      )`);
    this.addSql('create index video_profile_created on video (profile_id, created_at desc, id desc)');
    this.addSql(`
      create table testimonial (
        id uuid primary key,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        text text not null,
        status text not null check (status in ('PENDING', 'APPROVED', 'REJECTED')),
        reviewed_by_id uuid references app_user (id) on delete set null deferrable initially deferred,
        reviewed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // One testimonial per member: a second ADD is a CONFLICT decided by this index.
    this.addSql('create unique index testimonial_user on testimonial (user_id)');
    this.addSql('create index testimonial_status_created on testimonial (status, created_at desc, id desc)');
  }
}
