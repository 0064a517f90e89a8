import { z } from 'zod';
import { datePosition, defineUseCase, isAdmin, pageSize, rules, type SignedInViewer } from '@koinonia/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { holdsRole } from '../organizations/organization.repository.ts';
import { notOrganizationAdmin } from '../organizations/organizations.errors.ts';
import { findSettledPayment, findSettledPaymentPage, type PaymentPage, type PaymentRow } from './payment.repository.ts';

async function requireOrganizationAdmin(em: EntityManager, viewer: SignedInViewer, organizationId: string): Promise<void> {
  if (!isAdmin(viewer) && !(await holdsRole(em, organizationId, viewer.userId, OrganizationRole.ADMIN))) throw notOrganizationAdmin();
}

/** payment(opportunityId): the settled payment with its receipt, for the organization's admins and platform admins; null when unpaid. */
export const findPayment = defineUseCase({
  access: 'member',
  input: z.object({ opportunityId: rules.id() }),
  execute: async (ctx, { opportunityId }): Promise<PaymentRow | null> => {
    const payment = await findSettledPayment(ctx.em, opportunityId);
    if (!payment) return null;
    await requireOrganizationAdmin(ctx.em, ctx.viewer, payment.organizationId);
    return payment;
  },
});

/** organizationPayments: an organization's receipts, for its admins and platform admins (FORBIDDEN for anyone else). */
export const listOrganizationPayments = defineUseCase({
  access: 'member',
  input: z.object({ organizationId: rules.id(), cursor: z.string().nullish(), first: z.number().int().nullish() }),
  execute: async (ctx, { organizationId, cursor, first }): Promise<PaymentPage> => {
    await requireOrganizationAdmin(ctx.em, ctx.viewer, organizationId);
    return findSettledPaymentPage(ctx.em, { organizationId, after: datePosition(cursor), limit: pageSize(first) });
  },
});
