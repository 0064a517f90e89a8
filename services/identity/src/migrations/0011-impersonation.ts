import { Migration } from '@mikro-orm/migrations';

/**
 * Impersonation: a platform admin's session may stand for another member. The row stays the
 * admin's (user_id), so the switch ends with the session and is always traceable to the admin.
 */
export class IdentityImpersonation extends Migration {
  override up(): void {
    this.addSql(
      'alter table session add column switched_user_id uuid references app_user (id) on delete set null deferrable initially deferred',
    );
  }
}
