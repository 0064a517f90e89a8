import { z } from 'zod';
import { defineUseCase, isAdmin, rules } from '@koinonia/kit';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { holdsRole } from '../organizations/organization.repository.ts';
import { notOrganizationAdmin } from '../organizations/organizations.errors.ts';
import { findSettledPayment, type PaymentRow } from './payment.repository.ts';

/** payment(opportunityId): the settled payment with its receipt, for the organization's admins and platform admins; null when unpaid. */
export const findPayment = defineUseCase({
  access: 'member',
  input: z.object({ opportunityId: rules.id() }),
  execute: async (ctx, { opportunityId }): Promise<PaymentRow | null> => {
    const payment = await findSettledPayment(ctx.em, opportunityId);
    if (!payment) return null;
    if (!isAdmin(ctx.viewer) && !(await holdsRole(ctx.em, payment.organizationId, ctx.viewer.userId, OrganizationRole.ADMIN))) {
      throw notOrganizationAdmin();
    }
    return payment;
  },
});
