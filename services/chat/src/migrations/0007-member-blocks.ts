import { Migration } from '@mikro-orm/migrations';

/**
 * Blocks are kept in kit's `member_block` (the same read model in every service that needs it,
 * created by kit's blocks migration listed before this one): chat's own copy moves there.
 */
export class ChatMemberBlocks extends Migration {
  override up(): void {
    this.addSql('insert into member_block (blocker_id, blocked_id) select blocker_id, blocked_user_id from user_block on conflict do nothing');
    this.addSql('drop table user_block');
  }
}
