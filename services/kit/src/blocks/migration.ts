import { Migration } from '@mikro-orm/migrations';

/**
 * The read model of identity's blocks, in the consuming service's database: one row per block as
 * identity reported it; two members are blocked when either direction has a row.
 */
export class KitMemberBlocks extends Migration {
  override up(): void {
    this.addSql(`
      create table member_block (
        blocker_id uuid not null,
        blocked_id uuid not null,
        primary key (blocker_id, blocked_id)
      )`);
    // "Who blocked me" is the other half of every either-way check.
    this.addSql('create index member_block_blocked_id_index on member_block (blocked_id, blocker_id)');
  }
}

/**
 * Kit's blocks migration: a service lists it after its own. A service that kept a table of its own
 * before copies it into `member_block` in a migration listed after this one.
 */
export const blocksMigrations = [{ name: 'kit-blocks-0001-member-block', class: KitMemberBlocks }] as const;
