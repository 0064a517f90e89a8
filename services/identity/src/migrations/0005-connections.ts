import { Migration } from '@mikro-orm/migrations';

/**
 * A connection is one row per pair of members, whichever side asked. A member's connections are
 * read from either side, so each side has an index led by its member and the status, ending with
 * the other member (index-only scans for the lists and the mutual connections of large networks).
 */
export class IdentityConnections extends Migration {
  override up(): void {
    this.addSql(`
      create table connection (
        id uuid primary key,
        connector_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        connected_id uuid not null references app_user (id) on delete cascade deferrable initially deferred,
        status text not null check (status in ('PENDING', 'ACCEPTED', 'DECLINED')),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint connection_not_self check (connector_id <> connected_id)
      )`);
    // One connection per pair: A→B and B→A at once insert one row, the other is a unique violation.
    this.addSql(
      'create unique index connection_pair on connection (least(connector_id, connected_id), greatest(connector_id, connected_id))',
    );
    this.addSql('create index connection_connector_status on connection (connector_id, status, connected_id)');
    this.addSql('create index connection_connected_status on connection (connected_id, status, connector_id)');
  }
}
