import { Migration } from '@mikro-orm/migrations';

export class NotifyInitial extends Migration {
  override up(): void {
    this.addSql(`
      create table notification (
        id uuid primary key,
        user_id uuid not null,
        sender_user_id uuid,
        type text not null,
        title text not null,
        body text not null,
        web_path text,
        mobile_path text,
        is_read boolean not null default false,
        is_push_sent boolean not null default false,
        source_event_id uuid unique,
        created_at timestamptz not null
      )`);
    this.addSql('create index notification_user_created on notification (user_id, created_at desc, id desc)');
    this.addSql(`
      create table email (
        id uuid primary key,
        "to" text not null,
        subject text not null,
        text text not null,
        html text not null,
        kind text not null,
        status text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
        adapter text,
        attempts int not null default 0,
        last_error text,
        provider_message_id text,
        source_event_id uuid,
        created_at timestamptz not null,
        sent_at timestamptz
      )`);
    this.addSql('create index email_to_index on email ("to", created_at desc)');
    this.addSql(`create index email_pending on email (created_at) where status = 'PENDING'`);
    // One e-mail of a kind per event: a redelivered event cannot send twice.
    this.addSql('create unique index email_event_kind on email (source_event_id, kind) where source_event_id is not null');
  }
}
