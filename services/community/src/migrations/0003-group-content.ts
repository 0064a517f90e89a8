import { Migration } from '@mikro-orm/migrations';

/** The columns every item of a group's or an event's content has (spec section 3: "scoped to a group or an event"). */
const scoped = `
  id uuid primary key,
  -- The group's content goes with it.
  group_id uuid references app_group (id) on delete cascade deferrable initially deferred,
  -- Events are not built yet: their migration adds the foreign key.
  event_id uuid,
  -- The order its admins saved, 0 first; unique per scope, checked at commit so a whole-list save
  -- may renumber in any order.
  position integer not null check (position >= 0),
  created_by_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (num_nonnulls(group_id, event_id) = 1)`;

const perScope = (table: string) => [
  `alter table ${table} add constraint ${table}_group_position unique (group_id, position) deferrable initially deferred`,
  `alter table ${table} add constraint ${table}_event_position unique (event_id, position) deferrable initially deferred`,
];

/** Links, resources and FAQs of groups (and, later, events). */
export class CommunityGroupContent extends Migration {
  override up(): void {
    this.addSql(`create table content_link (${scoped},
      label text not null,
      url text not null)`);
    this.addSql(`create table content_resource (${scoped},
      label text not null,
      url text not null,
      description text)`);
    this.addSql(`create table content_faq (${scoped},
      question text not null,
      answer text not null)`);
    for (const table of ['content_link', 'content_resource', 'content_faq']) {
      for (const sql of perScope(table)) this.addSql(sql);
    }
  }
}
