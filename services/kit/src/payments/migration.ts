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

/**
 * As Stripe does: a checkout asked twice with one idempotency key is one session, a session closes at
 * its expiry, and a payment is refunded in parts (one line of a checkout that paid for several).
 */
export class KitPaymentsLocalRefunds extends Migration {
  override up(): void {
    this.addSql('alter table payment_local_session add column idempotency_key text unique, add column expires_at timestamptz');
    this.addSql(`
      create table payment_local_refund (
        id text primary key,
        payment_intent_id text not null references payment_local_session (payment_intent_id),
        idempotency_key text not null unique,
        amount numeric(10, 2) not null check (amount > 0),
        created_at timestamptz not null
      )`);
    // The refunds made before refunds had parts were full ones.
    this.addSql(`
      insert into payment_local_refund (id, payment_intent_id, idempotency_key, amount, created_at)
      select refund_id, payment_intent_id, refund_id, (select coalesce(sum((item->>'amount')::numeric * (item->>'quantity')::int), 0.01)
                                                         from jsonb_array_elements(request->'lineItems') item), completed_at
        from payment_local_session where refund_id is not null`);
    this.addSql('alter table payment_local_session drop column refund_id');
  }
}

/** Add to a selling service's migrations (the tables are used only by the local adapter, harmless with Stripe). */
export const paymentsMigrations = [
  { name: 'kit-payments-0001-local-sessions', class: KitPaymentsLocalSessions },
  { name: 'kit-payments-0002-local-refunds', class: KitPaymentsLocalRefunds },
] as const;
