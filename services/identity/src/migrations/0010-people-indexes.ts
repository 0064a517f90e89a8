import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the people queries, found with EXPLAIN ANALYZE on the large seed (10,000 members,
 * 530,000 connections; `npm run bench:people`):
 * - people you may know (suggestions/): the members of a city (the neighbour signal) by the city as
 *   compared, lower-cased, then their users by location: a few hundred index lookups instead of
 *   two sequential scans; and the members who are not active, a handful, so that leaving them out of
 *   the candidates (most of a large network) is a small hashed set rather than a lookup each;
 * - `users(search)`: `name ilike '%…%'` with a trigram index. A common fragment still reads the
 *   name index in order and stops at the page; a rare one (a full name) no longer filters every
 *   member (25 ms to 3 ms on the large seed). pg_trgm is a trusted extension: the database owner
 *   may create it.
 */
export class IdentityPeopleIndexes extends Migration {
  override up(): void {
    this.addSql('create index location_city_lower on location (lower(city))');
    this.addSql('create index app_user_location_id on app_user (location_id)');
    this.addSql(`create index app_user_not_active on app_user (id) where status <> 'ACTIVE'`);
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create index app_user_name_trgm on app_user using gin (name gin_trgm_ops)');
  }
}
