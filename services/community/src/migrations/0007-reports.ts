import { Migration } from '@mikro-orm/migrations';

const STATUSES = "('APPROVED', 'HIDDEN', 'PENDING', 'REMOVED')";

/**
 * Moderation reports (spec sections 3 and 4), and a moderation status for prayers as posts and
 * comments have (0004): a report resolved by hiding or removing a prayer sets it. A report names its
 * content by type and id (no foreign key: three tables); the content's group is kept so that group
 * admins review the reports of their groups, and its text as it was when reported.
 */
export class CommunityReports extends Migration {
  override up(): void {
    this.addSql(`alter table prayer add column status text not null default 'APPROVED' check (status in ${STATUSES})`);
    this.addSql(`
      create table report (
        id uuid primary key,
        reporter_id uuid not null,
        reporter_profile_id uuid,
        content_type text not null check (content_type in ('COMMENT', 'POST', 'PRAYER')),
        content_id uuid not null,
        content_author_id uuid not null,
        -- A deleted group takes its content, and so the reports about it, with it.
        group_id uuid references app_group (id) on delete cascade deferrable initially deferred,
        content_body text not null,
        reason text not null check (char_length(reason) between 1 and 1000),
        status text not null default 'PENDING' check (status in ('DISMISSED', 'PENDING', 'RESOLVED')),
        action_taken text check (action_taken in ('DISMISS', 'HIDE', 'REMOVE')),
        moderator_notes text check (char_length(moderator_notes) <= 2000),
        reviewed_by_id uuid,
        reviewed_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        -- Reviewed exactly when it is no longer pending, with what was done.
        check ((status = 'PENDING') = (reviewed_at is null)),
        check ((status = 'PENDING') = (action_taken is null)),
        check ((status = 'PENDING') = (reviewed_by_id is null))
      )`);
    // A member reports a piece of content once: the index decides between two reports at once.
    this.addSql('create unique index report_once_per_reporter on report (reporter_id, content_type, content_id)');
    this.addSql('create index report_created on report (created_at desc, id desc)');
    this.addSql('create index report_group_created on report (group_id, created_at desc, id desc) where group_id is not null');
    this.addSql("create index report_pending_content on report (content_type, content_id) where status = 'PENDING'");
  }
}
