import type { EntityManager } from '@mikro-orm/postgresql';
import { lockOpportunity } from './opportunity.repository.ts';
import { recordOpened, systemActor } from './opportunities.events.ts';

/**
 * For payments: a paid posting fee opens its opportunity, in the caller's transaction. The row is
 * locked first, so two deliveries of one payment (a duplicate webhook) open it once: the second
 * finds it no longer AWAITING_PAYMENT and returns false, changing nothing.
 */
export async function openPaidOpportunity(em: EntityManager, opportunityId: string): Promise<boolean> {
  const opportunity = await lockOpportunity(em, opportunityId);
  if (opportunity?.status !== 'AWAITING_PAYMENT') return false;
  opportunity.status = 'OPEN';
  opportunity.publishedAt = new Date();
  recordOpened(em, systemActor, opportunity);
  await em.flush();
  return true;
}
