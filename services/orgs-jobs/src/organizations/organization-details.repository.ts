import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, defineLoader, isUuid } from '@koinonia/kit';
import { AddressEntity, type Address } from './organization.entity.ts';

export type AddressValues = Omit<Address, 'id' | 'organizationId' | 'position'>;

/** The organization's addresses become `addresses`, in that order (the previous ones go). */
export async function replaceAddresses(em: EntityManager, organizationId: string, addresses: readonly AddressValues[]): Promise<void> {
  await em.nativeDelete(AddressEntity, { organizationId });
  addresses.forEach((address, position) => em.create(AddressEntity, { ...address, id: randomUUID(), organizationId, position }));
}

/** Each organization's addresses in their order, for a batch of organizations in one statement. */
export const addressesOfOrganization = defineGroupLoader(
  (em, organizationIds: readonly string[]) =>
    em.find(AddressEntity, { organizationId: { $in: organizationIds.filter(isUuid) } }, { orderBy: { organizationId: 'asc', position: 'asc' } }),
  (address) => address.organizationId,
);

export interface OrganizationCounts {
  readonly organizationId: string;
  readonly followers: number;
  readonly people: number;
  readonly students: number;
}

/**
 * An organization's counts, counted when asked (so always exact, however many follow at once),
 * for a batch of organizations in one statement; each count is an index range of its table.
 */
export const countsOfOrganization = defineLoader(
  async (em, keys: readonly string[]): Promise<OrganizationCounts[]> => {
    const organizationIds = keys.filter(isUuid);
    if (!organizationIds.length) return [];
    const rows = await em.execute<{ id: string; followers: number; people: number; students: number }[]>(
      `select o.id,
              (select count(*)::int from follow f where f.organization_id = o.id) as followers,
              (select count(*)::int from organization_role r where r.organization_id = o.id) as people,
              (select count(*)::int from organization_role r where r.organization_id = o.id and r.is_student) as students
         from organization o
        where o.id in (?)`,
      [organizationIds],
    );
    return rows.map((row) => ({ organizationId: row.id, followers: row.followers, people: row.people, students: row.students }));
  },
  (counts) => counts.organizationId,
);
