import { Migration } from '@mikro-orm/migrations';

const PERMISSIONS = JSON.stringify({
  feed: { isVisible: true, isAccessible: true },
  prayer: { isVisible: true, isAccessible: true },
  links: { isVisible: true, isAccessible: false },
  resources: { isVisible: true, isAccessible: false },
  faqs: { isVisible: true, isAccessible: false },
});

/**
 * Completes the group (location, permissions, pinned post, images as media files, its member
 * count) and adds join requests, invitations of members and invitations by e-mail.
 */
export class CommunityGroupsMembership extends Migration {
  override up(): void {
    // Images are media files now (their ids; URLs are made per request), never links typed in.
    this.addSql('alter table app_group drop column profile_image_url, drop column background_image_url');
    this.addSql(`
      alter table app_group
        add column profile_image_id uuid,
        add column background_image_id uuid,
        add column location_country text,
        add column location_city text,
        add column location_state text,
        add column location_zipcode text,
        -- Spec section 9's defaults (DEFAULT_GROUP_PERMISSIONS), written out: a migration never changes.
        add column permissions jsonb not null default '${PERMISSIONS}'::jsonb,
        -- A news feed post of this group; the feed is not built yet, so no foreign key (yet).
        add column pinned_news_feed_post_id uuid,
        add column members_count integer not null default 0 check (members_count >= 0)`);
    this.addSql('update app_group g set members_count = (select count(*) from group_member m where m.group_id = g.id)');
    // The count follows the rows whatever writes them (use cases, the seed). Every membership change
    // locks the group row first, so concurrent joins take turns and the count stays exact.
    this.addSql(`
      create function group_member_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update app_group set members_count = members_count + 1 where id = new.group_id;
        else
          update app_group set members_count = members_count - 1 where id = old.group_id;
        end if;
        return null;
      end $$`);
    this.addSql(`
      create trigger group_member_count after insert or delete on group_member
        for each row execute function group_member_count()`);

    // Someone who is not a member yet: they asked to join (REQUESTED) or an admin invited them (INVITED).
    this.addSql(`
      create table group_candidate (
        id uuid primary key,
        group_id uuid not null references app_group (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        kind text not null check (kind in ('REQUESTED', 'INVITED')),
        invited_by_id uuid,
        created_at timestamptz not null,
        unique (group_id, user_id)
      )`);
    this.addSql('create index group_candidate_user_id_index on group_candidate (user_id)');

    // People invited by e-mail who may not have an account yet.
    this.addSql(`
      create table group_email_invitation (
        id uuid primary key,
        group_id uuid not null references app_group (id) on delete cascade deferrable initially deferred,
        email text not null,
        invited_by_id uuid not null,
        is_accepted boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        unique (group_id, email)
      )`);
  }
}
