import { Migration } from '@mikro-orm/migrations';

/** Who the platform admins are, from identity's platform-roles events: they are told of every report. */
export class NotifyPlatformAdmins extends Migration {
  override up(): void {
    this.addSql('alter table member add column is_platform_admin boolean not null default false');
    this.addSql('create index member_platform_admin on member (user_id) where is_platform_admin');
  }
}
