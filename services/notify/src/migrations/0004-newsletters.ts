import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletters: who may receive them (content's subscribers and identity's members, as read models)
 * and each send with one row per recipient, which is both the delivery record and the send's job
 * state (see newsletters/newsletter-sender.ts).
 */
export class NotifyNewsletters extends Migration {
  override up(): void {
    // A member gets newsletters when they asked for them and their address is verified.
    this.addSql('alter table member add column is_send_newsletters boolean not null default false');
    this.addSql('alter table member add column is_email_verified boolean not null default false');
    // The dev mailbox keeps a newsletter's per-recipient headers (List-Unsubscribe) with the message.
    this.addSql('alter table email add column headers jsonb');
    this.addSql(`
      create table newsletter_subscriber (
        email text primary key,
        is_verified boolean not null,
        is_subscribed boolean not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`
      create table newsletter_send (
        id text primary key,
        newsletter_id text not null,
        version int not null,
        is_test boolean not null,
        requested_by_id text not null,
        subject text not null,
        html text not null,
        text text not null,
        unsubscribe_url_template text not null,
        one_click_unsubscribe_url_template text not null,
        status text not null default 'QUEUED' check (status in ('QUEUED', 'SENDING', 'SENT')),
        created_at timestamptz not null,
        finished_at timestamptz
      )`);
    this.addSql('create index newsletter_send_newsletter on newsletter_send (newsletter_id, created_at desc)');
    this.addSql(`create index newsletter_send_open on newsletter_send (created_at) where status <> 'SENT'`);
    this.addSql(`
      create table newsletter_recipient (
        send_id text not null references newsletter_send (id) on delete cascade,
        email text not null,
        status text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
        error text,
        provider_message_id text,
        sent_at timestamptz,
        primary key (send_id, email)
      )`);
    this.addSql(`create index newsletter_recipient_pending on newsletter_recipient (send_id, email) where status = 'PENDING'`);
  }
}
