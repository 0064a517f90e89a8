import { Migration } from '@mikro-orm/migrations';

/** Upload slots, accepted files and bytes waiting to be deleted, in the owning service's database. */
export class KitMediaTables extends Migration {
  override up(): void {
    this.addSql(`
      create table media_upload_slot (
        id uuid primary key,
        purpose text not null,
        owner_id text not null,
        uploader_id text not null,
        file_name text,
        declared_size integer not null check (declared_size > 0),
        expires_at timestamptz not null,
        confirmed_at timestamptz,
        created_at timestamptz not null
      )`);
    this.addSql('create index media_upload_slot_expiry on media_upload_slot (expires_at)');
    this.addSql(`
      create table media_file (
        id uuid primary key,
        purpose text not null,
        owner_id text not null,
        uploader_id text not null,
        file_name text,
        type text not null,
        size integer not null,
        width integer,
        height integer,
        variants jsonb not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index media_file_owner on media_file (owner_id, purpose, created_at)');
    // Keys whose bytes go once the transaction that let go of them commits (the sweeper deletes them).
    this.addSql(`
      create table media_garbage (
        key text primary key,
        queued_at timestamptz not null default now()
      )`);
  }
}

/** Kit's media migrations, in order: a service lists them after its own. */
export const mediaMigrations = [{ name: 'kit-media-0001-tables', class: KitMediaTables }] as const;
