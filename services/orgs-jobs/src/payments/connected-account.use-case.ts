import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { requireReturnUrl } from '@koinonia/kit/payments';
import { insertConnectedAccount, isGroupAdmin, lockGroupAccount } from './group-admins.ts';
import { notGroupAdmin } from './payments.errors.ts';
import { redirectUrlRule, viaProvider, type PaymentDeps } from './payment-method.use-case.ts';

/**
 * stripeConnectedAccount: the group's Connect account (created on first use, one per group even when
 * two admins ask at once: the group's lock is held while the provider creates it) and a fresh
 * onboarding link for it. The caller must be the group's admin in the read model fed by community.
 */
export const stripeConnectedAccount = defineUseCase({
  access: 'member',
  input: z.object({ groupId: rules.id(), redirectUrl: redirectUrlRule() }),
  execute: async (ctx, { groupId, redirectUrl }, deps: PaymentDeps): Promise<{ sessionUrl: string }> => {
    requireReturnUrl('redirectUrl', redirectUrl, deps.returnOrigin);
    if (!(await isGroupAdmin(ctx.em, groupId, ctx.viewer.userId))) throw notGroupAdmin();
    const accountId = await ctx.em.transactional(async (em) => {
      const existing = await lockGroupAccount(em, groupId);
      if (existing) return existing.accountId;
      const created = await viaProvider(deps.logger, () => deps.gateway.createConnectedAccount({ email: null, metadata: { groupId } }));
      await insertConnectedAccount(em, groupId, created, ctx.viewer.userId);
      return created;
    });
    const sessionUrl = await viaProvider(deps.logger, () =>
      deps.gateway.onboardingLink({ accountId, refreshUrl: redirectUrl, returnUrl: redirectUrl }),
    );
    return { sessionUrl };
  },
});
