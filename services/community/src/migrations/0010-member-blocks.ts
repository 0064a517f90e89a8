import { Migration } from '@mikro-orm/migrations';

/**
 * Blocks are kept in kit's `member_block` (the same read model in every service that needs it,
 * created by kit's blocks migration listed before this one): community's own copy moves there.
 */
export class CommunityMemberBlocks extends Migration {
  override up(): void {
    this.addSql('insert into member_block (blocker_id, blocked_id) select blocker_id, blocked_id from community_block on conflict do nothing');
    this.addSql('drop table community_block');
  }
}
