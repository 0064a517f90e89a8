import { Migration } from '@mikro-orm/migrations';

/**
 * Payments for job postings, promo codes, groups' Stripe Connect accounts, the read model of group
 * admins (fed by community's events) and the processed payment-webhook events.
 */
export class OrgsJobsPayments extends Migration {
  override up(): void {
    this.addSql(`
      create table promo_code (
        id uuid primary key,
        code text not null,
        entity_type text not null check (entity_type in ('JOB_POSTING', 'EVENT')),
        -- The organization (job postings) or event the code is for; null: any of that type.
        entity_id uuid,
        discount_type text not null check (discount_type in ('PERCENTAGE', 'PRICE')),
        price numeric(10, 2) check (price > 0),
        percentage numeric(5, 2) check (percentage > 0 and percentage <= 100),
        expiry timestamptz,
        use_limit int check (use_limit > 0),
        used_count int not null default 0 check (used_count >= 0 and (use_limit is null or used_count <= use_limit)),
        created_by uuid not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((discount_type = 'PRICE') = (price is not null) and (discount_type = 'PERCENTAGE') = (percentage is not null))
      )`);
    // Codes are typed by people: one code per scope whatever its case.
    this.addSql(
      `create unique index promo_code_scope_unique on promo_code (upper(code), entity_type, coalesce(entity_id, '00000000-0000-0000-0000-000000000000'::uuid))`,
    );
    // Which purchase used which code: a purchase redeems once (job postings: the opportunity's id).
    this.addSql(`
      create table promo_code_redemption (
        purchase_id uuid primary key,
        promo_code_id uuid not null references promo_code (id) on delete cascade deferrable initially deferred,
        amount_due numeric(10, 2) not null check (amount_due >= 0),
        created_at timestamptz not null
      )`);
    this.addSql(`
      create table payment_customer (
        organization_id uuid primary key references organization (id) on delete cascade deferrable initially deferred,
        customer_id text not null,
        created_at timestamptz not null
      )`);
    this.addSql(`
      create table payment (
        id uuid primary key,
        organization_id uuid not null references organization (id) on delete cascade deferrable initially deferred,
        opportunity_id uuid not null,
        checkout_session_id text not null,
        amount numeric(10, 2) not null check (amount > 0),
        currency text not null,
        status text not null default 'PENDING' check (status in ('PENDING', 'PAID', 'REFUNDED', 'EXPIRED')),
        payment_intent_id text,
        receipt_url text,
        refund_id text,
        refunded_by uuid,
        paid_at timestamptz,
        refunded_at timestamptz,
        created_at timestamptz not null
      )`);
    // Checkouts may be started again (another tab); only one payment of an opportunity is ever settled.
    this.addSql(`create unique index payment_settled_opportunity_unique on payment (opportunity_id) where status in ('PAID', 'REFUNDED')`);
    this.addSql('create index payment_opportunity_id_index on payment (opportunity_id)');
    this.addSql('create index payment_checkout_session_id_index on payment (checkout_session_id)');
    this.addSql('create index payment_payment_intent_id_index on payment (payment_intent_id)');
    this.addSql('create index payment_organization_id_index on payment (organization_id)');
    this.addSql(`
      create table connected_account (
        group_id uuid primary key,
        account_id text not null unique,
        charges_enabled boolean not null default false,
        created_by uuid not null,
        created_at timestamptz not null
      )`);
    this.addSql(`
      create table group_admin (
        group_id uuid not null,
        user_id uuid not null,
        primary key (group_id, user_id)
      )`);
    // One row per Stripe event handled: a second delivery of the same event finds it and does nothing.
    this.addSql(`
      create table payment_webhook_event (
        event_id text primary key,
        type text not null,
        received_at timestamptz not null
      )`);
  }
}
