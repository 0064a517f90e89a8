import { Migration } from '@mikro-orm/migrations';

/** The outbox and processed-event tables every service has; applied before its own migrations. */
export class KitEventTables extends Migration {
  override up(): void {
    this.addSql(`
      create table outbox_event (
        id uuid primary key,
        position bigint generated always as identity unique,
        type text not null,
        version int not null,
        source text not null,
        aggregate_id text not null,
        actor_id text,
        impersonator_id text,
        payload jsonb not null,
        occurred_at timestamptz not null,
        sent_at timestamptz
      )`);
    this.addSql('create index outbox_event_unsent on outbox_event (position) where sent_at is null');
    this.addSql(`
      create table processed_event (
        consumer text not null,
        event_id uuid not null,
        event_type text not null,
        processed_at timestamptz not null default now(),
        primary key (consumer, event_id)
      )`);
  }
}
