import { Migration } from '@mikro-orm/migrations';

/**
 * `identity.user.platform-roles-changed` is new: the members who already hold a platform role are
 * announced once through the outbox, as a change would record it, so that other services' read
 * models (notify's platform admins) start complete. Nobody else has one to announce.
 */
export class IdentityPlatformRolesAnnounced extends Migration {
  override up(): void {
    this.addSql(`
      insert into outbox_event (id, type, version, source, aggregate_id, actor_id, impersonator_id, payload, occurred_at)
      select gen_random_uuid(), 'identity.user.platform-roles-changed', 1, 'identity', user_id::text, null, null,
             jsonb_build_object('userId', user_id::text, 'platformRoles', jsonb_agg(name order by name)), clock_timestamp()
        from user_role where organization_id is null
       group by user_id`);
  }
}
