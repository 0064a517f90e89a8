import { Migration } from '@mikro-orm/migrations';

/** Members' positions and education, listed newest first per member. */
export class IdentityHistory extends Migration {
  override up(): void {
    this.addSql(`
      create table experience (
        id uuid primary key,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        type text,
        opportunity_type text,
        job_title text not null,
        organization_id uuid,
        description text,
        start_date timestamptz not null,
        end_date timestamptz,
        is_primary boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint experience_dates check (end_date is null or end_date > start_date)
      )`);
    this.addSql('create index experience_user_start on experience (user_id, start_date desc, id desc)');
    // One primary position per member, whatever two requests do at once.
    this.addSql('create unique index experience_one_primary_per_user on experience (user_id) where is_primary');
    this.addSql(`
      create table education (
        id uuid primary key,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        degree text not null,
        field_of_study text,
        description text,
        school_id uuid,
        start_date timestamptz not null,
        end_date timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint education_dates check (end_date is null or end_date > start_date)
      )`);
    this.addSql('create index education_user_start on education (user_id, start_date desc, id desc)');
  }
}
