import type { EntityManager } from '@mikro-orm/postgresql';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { holdsRole } from '../organizations/organization.repository.ts';
import { notOrganizationAdmin } from '../organizations/organizations.errors.ts';
import type { Opportunity } from './opportunity.entity.ts';
import { lockOpportunity } from './opportunity.repository.ts';
import { opportunityNotFound } from './opportunities.errors.ts';

/**
 * The opportunity `userId` is about to change, its row locked for the transaction (state changes and
 * applications queue on it): NOT_FOUND when unknown, FORBIDDEN unless they administer its organization.
 */
export async function opportunityToAdminister(em: EntityManager, id: string, userId: string): Promise<Opportunity> {
  const opportunity = await lockOpportunity(em, id);
  if (!opportunity) throw opportunityNotFound();
  if (!(await holdsRole(em, opportunity.organizationId, userId, OrganizationRole.ADMIN))) throw notOrganizationAdmin();
  return opportunity;
}
