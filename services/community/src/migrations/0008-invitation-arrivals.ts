import { Migration } from '@mikro-orm/migrations';

/**
 * People who followed a group invitation's link with an address not verified yet: they join when
 * identity says the address is verified (invitation-arrivals). One row per person and group.
 */
export class CommunityInvitationArrivals extends Migration {
  override up(): void {
    this.addSql(`
      create table invitation_arrival (
        user_id uuid not null,
        group_id uuid not null references app_group (id) on delete cascade deferrable initially deferred,
        email text not null,
        created_at timestamptz not null default now(),
        primary key (user_id, group_id)
      )`);
  }

  override down(): void {
    this.addSql('drop table invitation_arrival');
  }
}
