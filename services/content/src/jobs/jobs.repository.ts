import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobListing } from '../newsletters/newsletter-email.ts';

// The job board's read model: upserts keyed by orgs-jobs' ids (idempotent under redelivery), and the
// listings of a newsletter.

export async function upsertJobPost(em: EntityManager, job: { id: string; organizationId: string; title: string; isOpen: boolean }): Promise<void> {
  await em.execute(
    `insert into job_post (id, organization_id, title, is_open) values (?, ?, ?, ?)
     on conflict (id) do update set organization_id = excluded.organization_id, title = excluded.title, is_open = excluded.is_open`,
    [job.id, job.organizationId, job.title, job.isOpen],
  );
}

export async function upsertJobOrganization(em: EntityManager, organization: { id: string; name: string }): Promise<void> {
  await em.execute(
    `insert into job_organization (id, name) values (?, ?) on conflict (id) do update set name = excluded.name`,
    [organization.id, organization.name],
  );
}

export async function removeJobOrganization(em: EntityManager, id: string): Promise<void> {
  await em.execute('delete from job_organization where id = ?', [id]);
}

/** The listings for these ids, in their order; a job content has not heard of yet has no title. */
export async function jobListings(em: EntityManager, ids: readonly string[]): Promise<JobListing[]> {
  if (!ids.length) return [];
  const rows = await em.execute<{ id: string; title: string; organization_name: string | null }[]>(
    `select j.id, j.title, o.name as organization_name
       from job_post j left join job_organization o on o.id = j.organization_id
      where j.id in (?)`,
    [ids],
  );
  const known = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => ({ id, title: known.get(id)?.title ?? null, organizationName: known.get(id)?.organization_name ?? null }));
}

/** Of these ids, those content knows were closed. */
export async function closedJobIds(em: EntityManager, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await em.execute<{ id: string }[]>('select id from job_post where id in (?) and not is_open', [ids]);
  return rows.map((row) => row.id);
}
