import type { EntityManager } from '@mikro-orm/postgresql';
import { amountAfter, type Discount } from './discount.ts';
import { PromoCodeError, PromoCodeRefusal } from './promo-codes.errors.ts';
import type { PromoCodeEntityType } from './promo-code.entity.ts';

export interface RedeemArgs {
  readonly code: string;
  readonly entityType: PromoCodeEntityType;
  /** The organization (job postings) or event buying: codes for it, or for any of its type. */
  readonly entityId: string;
  /** What the code is used for (an opportunity, a ticket order): it redeems once. */
  readonly purchaseId: string;
  readonly fee: number;
}

interface DiscountRow {
  readonly id: string;
  readonly discount_type: 'PERCENTAGE' | 'PRICE';
  readonly price: string | null;
  readonly percentage: string | null;
}

const discountOf = (row: DiscountRow): Discount => ({
  discountType: row.discount_type,
  price: row.price === null ? null : Number(row.price),
  percentage: row.percentage === null ? null : Number(row.percentage),
});

// The code for this scope: one for this very entity first, else one for any entity of the type.
const scopedCode = `select id from promo_code
   where upper(code) = upper(?) and entity_type = ? and (entity_id = ? or entity_id is null)
   order by entity_id nulls last limit 1`;

/**
 * Counts one use of a code, in the caller's transaction, and returns what remains to pay. The use is
 * one conditional UPDATE (`used_count < use_limit`): concurrent buyers queue on the row and each
 * re-checks the condition on the row the previous one left, so the count never passes the limit.
 * A purchase that already redeemed a code gets the same answer without counting again.
 */
export async function redeemPromoCode(em: EntityManager, args: RedeemArgs): Promise<{ promoCodeId: string; amountDue: number }> {
  const previous = await em.execute<{ promo_code_id: string; amount_due: string }[]>(
    'select promo_code_id, amount_due from promo_code_redemption where purchase_id = ?',
    [args.purchaseId],
  );
  if (previous[0]) return { promoCodeId: previous[0].promo_code_id, amountDue: Number(previous[0].amount_due) };
  const used = await em.execute<DiscountRow[]>(
    `update promo_code set used_count = used_count + 1, updated_at = now()
      where id = (${scopedCode})
        and (expiry is null or expiry > now())
        and (use_limit is null or used_count < use_limit)
      returning id, discount_type, price, percentage`,
    [args.code, args.entityType, args.entityId],
  );
  const row = used[0];
  if (!row) throw await refusalFor(em, args);
  const amountDue = amountAfter(discountOf(row), args.fee);
  await em.execute('insert into promo_code_redemption (purchase_id, promo_code_id, amount_due, created_at) values (?, ?, ?, now())', [
    args.purchaseId,
    row.id,
    amountDue,
  ]);
  return { promoCodeId: row.id, amountDue };
}

/**
 * Gives back the use a purchase counted (it died unpaid), in the caller's transaction: its
 * redemption row goes and the count drops by one, once, whatever runs at once (the DELETE decides).
 */
export async function releasePromoCode(em: EntityManager, purchaseId: string): Promise<void> {
  await em.execute(
    `with released as (delete from promo_code_redemption where purchase_id = ? returning promo_code_id)
     update promo_code set used_count = used_count - 1, updated_at = now() where id in (select promo_code_id from released) and used_count > 0`,
    [purchaseId],
  );
}

/** Why no use could be counted: the code is unknown, expired, or used up. */
async function refusalFor(em: EntityManager, args: Pick<RedeemArgs, 'code' | 'entityType' | 'entityId'>): Promise<PromoCodeError> {
  const rows = await em.execute<{ expired: boolean }[]>(
    `select (expiry is not null and expiry <= now()) as expired from promo_code where id = (${scopedCode})`,
    [args.code, args.entityType, args.entityId],
  );
  const row = rows[0];
  if (!row) return new PromoCodeError(PromoCodeRefusal.PROMO_CODE_NOT_FOUND);
  return new PromoCodeError(row.expired ? PromoCodeRefusal.PROMO_CODE_EXPIRED : PromoCodeRefusal.PROMO_CODE_USED_UP);
}

/** The id of the code a purchase in this scope would use now; refused as a redemption would be. */
export async function findUsablePromoCode(em: EntityManager, args: Pick<RedeemArgs, 'code' | 'entityType' | 'entityId'>): Promise<string> {
  const rows = await em.execute<{ id: string }[]>(
    `select id from promo_code where id = (${scopedCode})
        and (expiry is null or expiry > now()) and (use_limit is null or used_count < use_limit)`,
    [args.code, args.entityType, args.entityId],
  );
  if (!rows[0]) throw await refusalFor(em, args);
  return rows[0].id;
}
