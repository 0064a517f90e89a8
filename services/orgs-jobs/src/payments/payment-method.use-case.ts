import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineUseCase, rules, type Logger } from '@koinonia/kit';
import { PaymentProviderError, requireReturnUrl, type CheckoutRequest, type CheckoutSession, type PaymentGateway } from '@koinonia/kit/payments';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { findOrganizationById, holdsRole } from '../organizations/organization.repository.ts';
import { notOrganizationAdmin, organizationNotFound } from '../organizations/organizations.errors.ts';
import { closeLines, insertCheckout, lockPostingsDue, openLinesOf, recordCheckoutSession, releaseCheckout } from './checkout.repository.ts';
import { findCustomerId, saveCustomerId } from './payment.repository.ts';
import { checkoutReplaced, PaymentFailedError } from './payments.errors.ts';
import { POSTING_FEES } from './payment-webhook.ts';

export interface PaymentDeps {
  readonly gateway: PaymentGateway;
  readonly currency: string;
  /** The web app's origin: the only place the browser is sent back to. */
  readonly returnOrigin: string;
  readonly logger: Logger;
}

/** Where the browser comes back: an absolute http(s) address; `requireReturnUrl` then holds it to the web app's origin. */
export const redirectUrlRule = () =>
  rules.requiredText().pipe(z.url({ protocol: /^https?$/, error: 'must be a link starting with http:// or https://' }));

const withParam = (url: string, value: string): string => {
  const next = new URL(url);
  next.searchParams.set('payment', value);
  return next.toString();
};

/** A provider failure is logged with its detail and shown with the spec's message. */
export async function viaProvider<T>(logger: Logger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    logger.error({ err: error }, 'payment provider call failed');
    throw new PaymentFailedError();
  }
}

/** How long a checkout takes payment (Stripe allows 30 minutes to a day). */
const CHECKOUT_LIFETIME_MS = 60 * 60_000;
/** An open checkout is handed out again only with this much time left to pay it. */
const REUSE_MARGIN_MS = 10 * 60_000;
/** A reserved checkout whose session never arrived: its maker failed or died. */
const RESERVATION_MS = 60_000;

/** Best effort: a replaced session that is paid anyway is refunded by the webhook. */
async function expireReplaced(deps: PaymentDeps, sessionIds: readonly string[]): Promise<void> {
  await Promise.all(
    sessionIds.map((id) =>
      deps.gateway.expireCheckoutSession(id).catch((error: unknown) => deps.logger.warn({ err: error, sessionId: id }, 'could not close a replaced checkout')),
    ),
  );
}

/**
 * What the postings' checkout is, decided under the postings' row locks: the open one if it covers
 * exactly the postings due and has time left (a second tab, a double click, requests at once), else
 * a new reservation, closing whatever was open on them (a posting added or deleted since).
 */
async function planCheckout(em: EntityManager, organizationId: string, base: Omit<CheckoutRequest, 'mode' | 'lineItems'>) {
  const due = await lockPostingsDue(em, organizationId);
  if (!due.length) return null;
  const lines = await openLinesOf(em, due.map((posting) => posting.id));
  const now = Date.now();
  const open = lines[0]?.checkout;
  const reusable =
    open &&
    lines.length === due.length &&
    open.openLines === due.length &&
    lines.every((line) => line.checkout?.id === open.id) &&
    open.expiresAt.getTime() - now > REUSE_MARGIN_MS &&
    (open.sessionUrl !== null || now - open.createdAt.getTime() < RESERVATION_MS);
  if (reusable) return { checkout: open, replaced: [] };
  await closeLines(em, lines);
  const id = randomUUID();
  const request: CheckoutRequest = {
    ...base,
    mode: 'payment',
    metadata: { ...base.metadata, checkoutId: id },
    lineItems: due.map((posting) => ({ name: `Job posting: ${posting.jobTitle}`, amount: posting.feeDue, quantity: 1 })),
  };
  await insertCheckout(em, { id, organizationId, request }, due);
  return { checkout: { id, request, sessionUrl: null }, replaced: [...new Set(lines.flatMap((line) => (line.sessionId ? [line.sessionId] : [])))] };
}

/**
 * paymentMethod: a checkout of the organization's postings awaiting payment (one line each), saving
 * the card on the organization's customer; with nothing due, a checkout that only saves the card.
 * A posting is in at most one open checkout: asking again answers the same session, and requests
 * racing each other share it (one reservation, one idempotency key at the provider). The webhook
 * settles the lines; a line paid after its posting was paid, deleted or its checkout replaced is refunded.
 */
export const paymentMethod = defineUseCase({
  access: 'member',
  input: z.object({ organizationId: rules.id(), redirectUrl: redirectUrlRule() }),
  execute: async (ctx, { organizationId, redirectUrl }, deps: PaymentDeps): Promise<{ sessionUrl: string }> => {
    requireReturnUrl('redirectUrl', redirectUrl, deps.returnOrigin);
    const organization = await findOrganizationById(ctx.em, organizationId);
    if (!organization) throw organizationNotFound();
    if (!(await holdsRole(ctx.em, organizationId, ctx.viewer.userId, OrganizationRole.ADMIN))) throw notOrganizationAdmin();
    const customerId =
      (await findCustomerId(ctx.em, organizationId)) ??
      (await saveCustomerId(
        ctx.em,
        organizationId,
        await viaProvider(deps.logger, () => deps.gateway.createCustomer({ name: organization.name, email: organization.email ?? null, metadata: { organizationId } })),
      ));
    const base = {
      currency: deps.currency,
      metadata: { purpose: POSTING_FEES, organizationId },
      successUrl: withParam(redirectUrl, 'success'),
      cancelUrl: withParam(redirectUrl, 'cancelled'),
      customerId,
      saveCard: true,
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
    };
    const plan = await ctx.em.transactional((em) => planCheckout(em, organizationId, base));
    if (!plan) {
      const setup = await viaProvider(deps.logger, () => deps.gateway.createCheckoutSession({ ...base, mode: 'setup', lineItems: [] }, `setup-${randomUUID()}`));
      return { sessionUrl: setup.url };
    }
    const { checkout, replaced } = plan;
    if (checkout.sessionUrl) return { sessionUrl: checkout.sessionUrl };
    await expireReplaced(deps, replaced);
    let session: CheckoutSession;
    try {
      session = await viaProvider(deps.logger, () => deps.gateway.createCheckoutSession(checkout.request, `checkout-${checkout.id}`));
    } catch (error) {
      await ctx.em.transactional((em) => releaseCheckout(em, checkout.id));
      throw error;
    }
    if (!(await ctx.em.transactional((em) => recordCheckoutSession(em, checkout.id, session)))) {
      // Replaced by a newer checkout while the provider made this one: nobody may pay it.
      await expireReplaced(deps, [session.id]);
      throw checkoutReplaced();
    }
    return { sessionUrl: session.url };
  },
});
