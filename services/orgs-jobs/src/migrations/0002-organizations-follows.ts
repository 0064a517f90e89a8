import { Migration } from '@mikro-orm/migrations';

/**
 * The rest of an organization (addresses, students among its people, the founding circle's order),
 * follows of organizations, and the names of people (for searching an organization's people).
 * Foreign keys are deferred to commit, as in 0001.
 */
export class OrgsJobsOrganizationsFollows extends Migration {
  override up(): void {
    this.addSql(`
      create table organization_address (
        id uuid primary key,
        organization_id uuid not null references organization (id) on delete cascade deferrable initially deferred,
        -- The order the organization gave its addresses in.
        position int not null,
        street text,
        country text,
        city text,
        state text,
        zipcode text check (zipcode ~ '^[0-9]{0,5}$'),
        latitude double precision check (latitude between -90 and 90),
        longitude double precision check (longitude between -180 and 180),
        check ((latitude is null) = (longitude is null))
      )`);
    this.addSql('create index organization_address_organization_id_index on organization_address (organization_id, position)');
    // A student is a person with a role in the organization who studies there (studentsCount).
    this.addSql('alter table organization_role add column is_student boolean not null default false');
    this.addSql('alter table organization add constraint organization_priority_check check (priority >= 0)');
    // foundingCircleOrganizations: the few with a priority, in its order.
    this.addSql('create index organization_priority_index on organization (priority, name, id) where priority > 0');
    this.addSql(`
      create table follow (
        organization_id uuid not null references organization (id) on delete cascade deferrable initially deferred,
        user_id uuid not null,
        created_at timestamptz not null,
        -- One follow per person and organization: following twice changes nothing.
        primary key (organization_id, user_id)
      )`);
    // followers(slug) newest first; followings and following(...) by the person.
    this.addSql('create index follow_organization_created_index on follow (organization_id, created_at desc, user_id desc)');
    this.addSql('create index follow_user_id_index on follow (user_id)');
    // A read model of identity's members' names (profile-changed events), for organizationNonAdmins(search).
    this.addSql(`
      create table person (
        user_id uuid primary key,
        first_name text not null,
        last_name text not null
      )`);
  }
}
