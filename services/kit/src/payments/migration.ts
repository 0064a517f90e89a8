import { Migration } from '@mikro-orm/migrations';

/** The local adapter's checkout and onboarding sessions, in the selling service's database (as Stripe would keep them). */
export class KitPaymentsLocalSessions extends Migration {
  override up(): void {
    this.addSql(`
      create table payment_local_session (
        id text primary key,
        kind text not null check (kind in ('checkout', 'onboarding')),
        status text not null default 'OPEN' check (status in ('OPEN', 'COMPLETE', 'EXPIRED')),
        request jsonb not null,
        payment_intent_id text unique,
        refund_id text,
        created_at timestamptz not null,
        completed_at timestamptz
      )`);
  }
}

/** Add to a selling service's migrations (the table is used only by the local adapter, harmless with Stripe). */
export const paymentsMigrations = [{ name: 'kit-payments-0001-local-sessions', class: KitPaymentsLocalSessions }] as const;
