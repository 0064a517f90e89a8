import { Migration } from '@mikro-orm/migrations';

/**
 * Account settings: e-mail change links (a new one-time token purpose; the pending address is the
 * token's `email`), and the slugs members had before, so old profile links keep finding them.
 */
export class IdentityAccount extends Migration {
  override up(): void {
    this.addSql('alter table one_time_token drop constraint one_time_token_purpose_check');
    this.addSql(`
      alter table one_time_token add constraint one_time_token_purpose_check
        check (purpose in ('VERIFY_EMAIL', 'RESET_PASSWORD', 'CHANGE_EMAIL'))`);
    // One owner per former slug: the member who held it last.
    this.addSql(`
      create table user_slug_history (
        slug text primary key,
        user_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        created_at timestamptz not null
      )`);
    this.addSql('create index user_slug_history_user on user_slug_history (user_id)');
  }
}
