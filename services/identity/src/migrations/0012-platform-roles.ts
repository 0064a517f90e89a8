import { Migration } from '@mikro-orm/migrations';

/** A platform role is held once: granting it twice (or twice at once) changes nothing. */
export class IdentityPlatformRoles extends Migration {
  override up(): void {
    this.addSql(`
      delete from user_role a using user_role b
       where a.organization_id is null and b.organization_id is null
         and a.user_id = b.user_id and a.name = b.name and a.id > b.id`);
    this.addSql('create unique index user_role_platform on user_role (user_id, name) where organization_id is null');
  }
}
