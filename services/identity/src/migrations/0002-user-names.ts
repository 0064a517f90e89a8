import { Migration } from '@mikro-orm/migrations';

/**
 * The `users` list: ordered by name then id (keyset pages) and searched by name, optionally among the
 * people holding a role in one organization. The name sorts with the ICU root collation, so the order
 * is alphabetical whatever the database's own locale is, and the keyset comparisons use the same order.
 */
export class IdentityUserNames extends Migration {
  override up(): void {
    this.addSql(`
      alter table app_user
        add column name text collate "und-x-icu" generated always as (first_name || ' ' || last_name) stored`);
    this.addSql('create index app_user_name_id_index on app_user (name, id)');
    this.addSql('create index user_role_organization_id_index on user_role (organization_id)');
  }
}
