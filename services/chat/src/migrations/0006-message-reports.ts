import { Migration } from '@mikro-orm/migrations';

/**
 * Who reported which message (messages/report-message.use-case.ts): once per reporter per message,
 * which the primary key holds under concurrent reports. Community keeps the reports themselves.
 */
export class ChatMessageReports extends Migration {
  override up(): void {
    this.addSql(`
      create table chat_message_report (
        message_id uuid not null references chat_message (id) on delete cascade deferrable initially deferred,
        reporter_id uuid not null,
        created_at timestamptz not null default now(),
        primary key (message_id, reporter_id)
      )`);
  }
}
