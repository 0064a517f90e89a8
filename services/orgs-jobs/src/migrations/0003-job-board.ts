import { Migration } from '@mikro-orm/migrations';

/**
 * The job board: opportunities (with their posting fee and a full-text search vector), members'
 * applications (one per member and opportunity) and the members who are open to a call.
 */
export class OrgsJobsJobBoard extends Migration {
  override up(): void {
    this.addSql(`
      create table opportunity (
        id uuid primary key,
        organization_id uuid not null references organization (id) on delete cascade deferrable initially deferred,
        type text not null check (type in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'VOLUNTEER', 'INTERNSHIP')),
        -- EXPIRED is not stored: an OPEN opportunity whose deadline has passed reads as EXPIRED.
        status text not null check (status in ('DRAFT', 'AWAITING_PAYMENT', 'OPEN', 'CLOSED')),
        job_title text not null,
        description text not null,
        requirements text,
        benefits text,
        salary_start_range numeric(12, 2) not null check (salary_start_range >= 0),
        salary_end_range numeric(12, 2) not null,
        contract_rate numeric(12, 2) check (contract_rate > 0),
        contract_pay_per text check (contract_pay_per in ('HOUR', 'DAY', 'WEEK', 'MONTH', 'PROJECT')),
        deadline timestamptz,
        video_id uuid,
        job_post_fee numeric(10, 2) not null check (job_post_fee >= 0),
        fee_due numeric(10, 2) not null check (fee_due >= 0 and fee_due <= job_post_fee),
        promo_code text,
        unclaimed_post_url text,
        denomination text,
        ordination_required boolean not null default false,
        bivocational boolean not null default false,
        housing_provided boolean not null default false,
        workplace text not null default 'ON_SITE' check (workplace in ('REMOTE', 'ON_SITE', 'HYBRID')),
        posted_by uuid not null,
        published_at timestamptz,
        closed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        search_vector tsvector generated always as (
          setweight(to_tsvector('english', job_title), 'A') ||
          setweight(to_tsvector('english', coalesce(denomination, '')), 'B') ||
          setweight(to_tsvector('english', description), 'C') ||
          setweight(to_tsvector('english', coalesce(requirements, '') || ' ' || coalesce(benefits, '')), 'D')
        ) stored,
        check (salary_start_range <= salary_end_range),
        check (contract_rate is null or contract_pay_per is not null),
        check (status <> 'OPEN' or published_at is not null)
      )`);
    this.addSql('create index opportunity_search_vector_index on opportunity using gin (search_vector)');
    // The job board lists open jobs newest first (keyset on published_at, id).
    this.addSql(`create index opportunity_open_published_index on opportunity (published_at desc, id desc) where status = 'OPEN'`);
    this.addSql('create index opportunity_organization_index on opportunity (organization_id, created_at desc, id desc)');

    this.addSql(`
      create table application (
        id uuid primary key,
        opportunity_id uuid not null references opportunity (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        status text not null check (status in ('SUBMITTED', 'REVIEWING', 'INTERVIEWING', 'OFFERED', 'DECLINED', 'WITHDRAWN')),
        message text,
        video_id uuid,
        user_video_url text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint application_user_opportunity_unique unique (user_id, opportunity_id)
      )`);
    this.addSql('create index application_opportunity_index on application (opportunity_id, created_at desc, id desc)');

    this.addSql(`
      create table open_to_call (
        user_id uuid primary key,
        note text,
        denomination text,
        workplace text check (workplace in ('REMOTE', 'ON_SITE', 'HYBRID')),
        updated_at timestamptz not null
      )`);
    this.addSql('create index open_to_call_updated_index on open_to_call (updated_at desc, user_id desc)');
  }
}
