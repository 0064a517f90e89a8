import { Migration } from '@mikro-orm/migrations';

const STATUSES = "('APPROVED', 'HIDDEN', 'PENDING', 'REMOVED')";
const REACTIONS = "('COMMENT', 'FAVORITE', 'HELPFUL', 'LIKE', 'PRAYING', 'UNHELPFUL')";

/**
 * The news feed, comments and reactions, and the read models of identity's members, connections and
 * blocks they are filtered by. Lists are newest (posts) or oldest (comments) first by (created_at, id)
 * keyset pages: every scope has an index in that order.
 */
export class CommunityFeed extends Migration {
  override up(): void {
    // Read models, written only by the handlers of identity's events (src/people).
    this.addSql(`
      create table community_member (
        user_id uuid primary key,
        profile_id uuid unique,
        slug text not null,
        first_name text not null,
        last_name text not null,
        country text,
        state text,
        city text,
        zipcode text
      )`);
    // The location scopes compare case-insensitively (people type "Dallas" and "dallas").
    this.addSql('create index community_member_place_index on community_member (lower(country), lower(state), lower(city))');
    this.addSql('create index community_member_zipcode_index on community_member (zipcode)');
    this.addSql(`
      create table community_connection (
        user_id uuid not null,
        other_id uuid not null,
        primary key (user_id, other_id)
      )`);
    this.addSql(`
      create table community_block (
        blocker_id uuid not null,
        blocked_id uuid not null,
        primary key (blocker_id, blocked_id)
      )`);
    this.addSql('create index community_block_blocked_id_index on community_block (blocked_id, blocker_id)');

    this.addSql(`
      create table news_feed_post (
        id uuid primary key,
        author_id uuid not null,
        -- The author held the platform ADMIN role when posting (the ADMIN scope).
        author_is_admin boolean not null default false,
        -- Deleting a group deletes its posts (and with them their comments and reactions).
        group_id uuid references app_group (id) on delete cascade deferrable initially deferred,
        -- Events are not built yet: no foreign key until they are.
        event_id uuid,
        body text not null,
        image_url text,
        video_url text,
        image_file_id uuid,
        video_file_id uuid,
        status text not null default 'APPROVED' check (status in ${STATUSES}),
        is_featured boolean not null default false,
        is_edited boolean not null default false,
        comments_count integer not null default 0 check (comments_count >= 0),
        -- Members already told they were mentioned (an edit tells only the new ones).
        mentioned_user_ids jsonb not null default '[]'::jsonb,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (group_id is null or event_id is null)
      )`);
    this.addSql('create index news_feed_post_created_index on news_feed_post (created_at desc, id desc)');
    this.addSql('create index news_feed_post_author_index on news_feed_post (author_id, created_at desc, id desc)');
    this.addSql('create index news_feed_post_group_index on news_feed_post (group_id, created_at desc, id desc) where group_id is not null');
    this.addSql('create index news_feed_post_event_index on news_feed_post (event_id, created_at desc, id desc) where event_id is not null');
    this.addSql('create index news_feed_post_profile_index on news_feed_post (created_at desc, id desc) where group_id is null and event_id is null');
    this.addSql('create index news_feed_post_featured_index on news_feed_post (created_at desc, id desc) where is_featured');
    this.addSql('create index news_feed_post_admin_index on news_feed_post (created_at desc, id desc) where author_is_admin');

    // Comments and reactions are generic: prayers are another feature's table (no foreign key to it).
    this.addSql(`
      create table comment (
        id uuid primary key,
        author_id uuid not null,
        news_feed_post_id uuid references news_feed_post (id) on delete cascade deferrable initially deferred,
        prayer_id uuid,
        body text not null,
        is_edited boolean not null default false,
        status text not null default 'APPROVED' check (status in ${STATUSES}),
        mentioned_user_ids jsonb not null default '[]'::jsonb,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (num_nonnulls(news_feed_post_id, prayer_id) = 1)
      )`);
    this.addSql('create index comment_post_index on comment (news_feed_post_id, created_at, id) where news_feed_post_id is not null');
    this.addSql('create index comment_prayer_index on comment (prayer_id, created_at, id) where prayer_id is not null');

    this.addSql(`
      create table reaction (
        id uuid primary key,
        user_id uuid not null,
        name text not null check (name in ${REACTIONS}),
        news_feed_post_id uuid references news_feed_post (id) on delete cascade deferrable initially deferred,
        comment_id uuid references comment (id) on delete cascade deferrable initially deferred,
        prayer_id uuid,
        created_at timestamptz not null,
        check (num_nonnulls(news_feed_post_id, comment_id, prayer_id) = 1)
      )`);
    // One of each name per member per target: a second ADD finds its row (insert ... on conflict do nothing).
    this.addSql('create unique index reaction_post_unique on reaction (news_feed_post_id, name, user_id) where news_feed_post_id is not null');
    this.addSql('create unique index reaction_comment_unique on reaction (comment_id, name, user_id) where comment_id is not null');
    this.addSql('create unique index reaction_prayer_unique on reaction (prayer_id, name, user_id) where prayer_id is not null');
  }
}
