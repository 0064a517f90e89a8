import { z } from 'zod';
import { defineUseCase, rules, type Logger } from '@koinonia/kit';
import { PaymentProviderError, type PaymentGateway } from '@koinonia/kit/payments';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { findOrganizationById, holdsRole } from '../organizations/organization.repository.ts';
import { notOrganizationAdmin, organizationNotFound } from '../organizations/organizations.errors.ts';
import { findCustomerId, insertPendingPayments, postingsAwaitingPayment, saveCustomerId } from './payment.repository.ts';
import { PaymentFailedError } from './payments.errors.ts';
import { POSTING_FEES } from './payment-webhook.ts';

export interface PaymentDeps {
  readonly gateway: PaymentGateway;
  readonly currency: string;
  readonly logger: Logger;
}

/** Where the browser comes back: an absolute http(s) address (the web app's page). */
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

/**
 * paymentMethod: a checkout of the organization's postings awaiting payment (one line each), saving
 * the card on the organization's customer; with nothing due, a checkout that only saves the card.
 * Pending payments are written with the session; the webhook settles them.
 */
export const paymentMethod = defineUseCase({
  access: 'member',
  input: z.object({ organizationId: rules.id(), redirectUrl: redirectUrlRule() }),
  execute: async (ctx, { organizationId, redirectUrl }, deps: PaymentDeps): Promise<{ sessionUrl: string }> => {
    const organization = await findOrganizationById(ctx.em, organizationId);
    if (!organization) throw organizationNotFound();
    if (!(await holdsRole(ctx.em, organizationId, ctx.viewer.userId, OrganizationRole.ADMIN))) throw notOrganizationAdmin();
    const postings = await postingsAwaitingPayment(ctx.em, organizationId);
    const customerId =
      (await findCustomerId(ctx.em, organizationId)) ??
      (await saveCustomerId(
        ctx.em,
        organizationId,
        await viaProvider(deps.logger, () => deps.gateway.createCustomer({ name: organization.name, email: organization.email ?? null, metadata: { organizationId } })),
      ));
    const session = await viaProvider(deps.logger, () =>
      deps.gateway.createCheckoutSession({
        mode: postings.length ? 'payment' : 'setup',
        currency: deps.currency,
        lineItems: postings.map((posting) => ({ name: `Job posting: ${posting.jobTitle}`, amount: posting.feeDue, quantity: 1 })),
        metadata: { purpose: POSTING_FEES, organizationId },
        successUrl: withParam(redirectUrl, 'success'),
        cancelUrl: withParam(redirectUrl, 'cancelled'),
        customerId,
        saveCard: true,
      }),
    );
    await ctx.em.transactional((em) => insertPendingPayments(em, { organizationId, sessionId: session.id, currency: deps.currency }, postings));
    return { sessionUrl: session.url };
  },
});
