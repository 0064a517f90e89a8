import { Migration } from '@mikro-orm/migrations';

/**
 * Each group's privacy, from community's group events: who may list a group's members with
 * `users(groupId)` (anyone signed in for a PUBLIC group, its members and admins otherwise).
 */
export class IdentityGroupPrivacy extends Migration {
  override up(): void {
    this.addSql(`
      create table community_group (
        group_id uuid primary key,
        privacy text not null check (privacy in ('PUBLIC', 'CLOSED', 'INVITE_ONLY'))
      )`);
  }
}
