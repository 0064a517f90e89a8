import { Migration } from '@mikro-orm/migrations';

/**
 * Chat now keeps who the members are (a chat names only people who exist) and notify the blocks (no
 * notification between a blocked pair), both from identity's events; their read models are new, so
 * every member's profile and every block are announced once through the outbox, as a change would
 * record them. Consumers that already had them (community, orgs-jobs, chat's blocks) upsert the
 * same state again.
 */
export class IdentityMembersAndBlocksAnnounced extends Migration {
  override up(): void {
    this.addSql(`
      insert into outbox_event (id, type, version, source, aggregate_id, actor_id, impersonator_id, payload, occurred_at)
      select gen_random_uuid(), 'identity.user.profile-changed', 2, 'identity', u.id::text, null, null,
             jsonb_build_object(
               'userId', u.id::text, 'profileId', p.id::text, 'slug', u.slug, 'firstName', u.first_name, 'lastName', u.last_name,
               'location', case when l.id is null then null
                                else jsonb_build_object('country', l.country, 'state', l.state, 'city', l.city, 'zipcode', l.zipcode) end),
             clock_timestamp()
        from app_user u
        join profile p on p.user_id = u.id
        left join location l on l.id = u.location_id`);
    this.addSql(`
      insert into outbox_event (id, type, version, source, aggregate_id, actor_id, impersonator_id, payload, occurred_at)
      select gen_random_uuid(), 'identity.profile.blocked', 1, 'identity', blocker_id::text, null, null,
             jsonb_build_object('blockerId', blocker_id::text, 'blockedUserId', blocked_user_id::text, 'blockedProfileId', blocked_profile_id::text),
             clock_timestamp()
        from block`);
  }
}
