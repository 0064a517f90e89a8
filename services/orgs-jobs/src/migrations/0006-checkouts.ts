import { Migration } from '@mikro-orm/migrations';

/**
 * One open checkout per posting, and the money of a checkout paid too late goes back.
 * `payment_checkout` is one provider session (or its reservation while the provider makes it): the
 * request is kept so that requests racing for the same postings ask the provider the same thing under
 * one idempotency key (the checkout's id) and share one session. A payment row is one posting's line.
 */
export class OrgsJobsCheckouts extends Migration {
  override up(): void {
    this.addSql(`
      create table payment_checkout (
        id uuid primary key,
        organization_id uuid not null references organization (id) on delete cascade deferrable initially deferred,
        request jsonb not null,
        session_id text unique,
        session_url text,
        expires_at timestamptz not null,
        created_at timestamptz not null
      )`);
    this.addSql(`
      alter table payment
        add column checkout_id uuid references payment_checkout (id) on delete cascade deferrable initially deferred,
        alter column checkout_session_id drop not null,
        -- Why the money of a payment that paid nothing went back (null: a refund of a posting's fee).
        add column refund_reason text check (refund_reason in ('ALREADY_PAID', 'POSTING_UNAVAILABLE', 'CHECKOUT_CLOSED')),
        drop constraint payment_status_check,
        -- REFUNDING: paid, but for nothing; the refunder returns the money (PENDING|EXPIRED -> REFUNDING -> REFUNDED).
        add constraint payment_status_check check (status in ('PENDING', 'PAID', 'REFUNDING', 'REFUNDED', 'EXPIRED'))`);
    // Checkouts opened twice before this migration: the newest stays open.
    this.addSql(`
      update payment set status = 'EXPIRED'
       where status = 'PENDING'
         and id not in (select distinct on (opportunity_id) id from payment where status = 'PENDING' order by opportunity_id, created_at desc, id)`);
    this.addSql(`create unique index payment_open_opportunity_unique on payment (opportunity_id) where status = 'PENDING'`);
    // The posting's fee is paid once; duplicates refunded automatically are not its fee.
    this.addSql('drop index payment_settled_opportunity_unique');
    this.addSql(
      `create unique index payment_settled_opportunity_unique on payment (opportunity_id) where status in ('PAID', 'REFUNDED') and refund_reason is null`,
    );
    this.addSql('create index payment_checkout_id_index on payment (checkout_id)');
    this.addSql(`create index payment_refunding_index on payment (paid_at) where status = 'REFUNDING'`);
  }
}
