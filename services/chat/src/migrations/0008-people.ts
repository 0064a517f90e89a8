import { Migration } from '@mikro-orm/migrations';

/**
 * The read model of identity's members (people/people.handlers.ts): a chat names only people who
 * exist. Identity announces every member once (its migration 0014), so it starts complete.
 */
export class ChatPeople extends Migration {
  override up(): void {
    this.addSql('create table chat_person (user_id uuid primary key)');
  }
}
