import { Migration } from '@mikro-orm/migrations';

/**
 * Prayer requests and the author's updates. Each prayer has one audience: a group, an event (events
 * are not built yet: no foreign key), the author's connections or everyone. The body limits are
 * PRAYER_BODY_MAX and friends in prayers/prayer.input.ts, written out: a migration never changes.
 */
export class CommunityPrayers extends Migration {
  override up(): void {
    this.addSql(`
      create table prayer (
        id uuid primary key,
        author_id uuid not null,
        audience text not null check (audience in ('GROUP', 'EVENT', 'CONNECTIONS', 'PUBLIC')),
        group_id uuid references app_group (id) on delete cascade deferrable initially deferred,
        event_id uuid,
        body text not null check (char_length(body) between 1 and 2000),
        is_answered boolean not null default false,
        answered_at timestamptz,
        testimony text check (char_length(testimony) <= 2000),
        is_commentable boolean not null default true,
        is_edited boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        -- The scope matches the audience: a group prayer has its group and nothing else, and so on.
        check ((audience = 'GROUP') = (group_id is not null)),
        check ((audience = 'EVENT') = (event_id is not null)),
        check (is_answered or (answered_at is null and testimony is null))
      )`);
    this.addSql('create index prayer_group_created on prayer (group_id, created_at desc, id desc) where group_id is not null');
    this.addSql('create index prayer_event_created on prayer (event_id, created_at desc, id desc) where event_id is not null');
    this.addSql('create index prayer_author_created on prayer (author_id, created_at desc, id desc)');
    // The viewer's list outside groups reads public and connections-only prayers newest first.
    this.addSql(`create index prayer_open_created on prayer (created_at desc, id desc) where audience in ('PUBLIC', 'CONNECTIONS')`);

    this.addSql(`
      create table prayer_update (
        id uuid primary key,
        prayer_id uuid not null references prayer (id) on delete cascade deferrable initially deferred,
        body text not null check (char_length(body) between 1 and 2000),
        is_edited boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index prayer_update_prayer_created on prayer_update (prayer_id, created_at, id)');
  }
}
