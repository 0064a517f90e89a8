import { Migration } from '@mikro-orm/migrations';

/**
 * Comments and reactions on a prayer go with it, as a post's go with the post. The feed's tables
 * (0004) came before prayers (0005), so their prayer_id columns get the foreign key here.
 */
export class CommunityPrayerInteractions extends Migration {
  override up(): void {
    this.addSql(`
      delete from reaction r where r.prayer_id is not null and not exists (select 1 from prayer p where p.id = r.prayer_id);
      delete from comment c where c.prayer_id is not null and not exists (select 1 from prayer p where p.id = c.prayer_id);
      alter table comment add constraint comment_prayer_fkey
        foreign key (prayer_id) references prayer (id) on delete cascade deferrable initially deferred;
      alter table reaction add constraint reaction_prayer_fkey
        foreign key (prayer_id) references prayer (id) on delete cascade deferrable initially deferred;
    `);
  }
}
