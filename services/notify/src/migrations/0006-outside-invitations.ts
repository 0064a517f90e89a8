import { Migration } from '@mikro-orm/migrations';

/**
 * Invitation e-mails to addresses a member typed in: the addresses that stopped them (the one-click
 * link every invitation carries), and a log of those sent, which the per-address and per-sender
 * limits count.
 */
export class NotifyOutsideInvitations extends Migration {
  override up(): void {
    this.addSql(`create table invitation_suppression (
      email text primary key,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table outside_invitation (
      id uuid primary key,
      email text not null,
      kind text not null,
      scope_id uuid not null,
      invited_by_id uuid not null,
      sent_at timestamptz not null default now()
    )`);
    this.addSql('create index outside_invitation_email on outside_invitation (email, sent_at)');
    this.addSql('create index outside_invitation_sender on outside_invitation (invited_by_id, sent_at)');
  }
}
