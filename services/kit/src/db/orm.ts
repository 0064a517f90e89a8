import { MikroORM, type EntitySchema, type Constructor } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import type { Logger } from 'pino';
import { ensureDatabase } from './database-url.ts';
import { createOutboxEventEntity } from '../events/outbox.entity.ts';
import { KitEventTables } from '../events/migration.ts';

export type { MikroORM, EntityManager } from '@mikro-orm/postgresql';

export interface ServiceOrmOptions {
  /** The service; also the ORM's context name, so that services in one process never share a transaction. */
  readonly name: string;
  readonly databaseUrl: string;
  readonly entities: readonly EntitySchema[];
  /** The service's migrations, in order; kit's event tables are applied first. */
  readonly migrations: readonly { name: string; class: Constructor<Migration> }[];
  readonly logger: Logger;
  readonly poolSize?: number;
  /** Sees every SQL statement sent (tests count them). */
  readonly onQuery?: (sql: string) => void;
}

// MikroORM's hook may rewrite each statement; this one only looks.
const observe =
  (onQuery: (sql: string) => void) =>
  (sql: string): string => {
    onQuery(sql);
    return sql;
  };

/**
 * Boots MikroORM for one service on its own database: creates the database if missing and applies
 * pending migrations. Request paths use `orm.em.fork()`, never the global EntityManager.
 */
export async function startServiceOrm(options: ServiceOrmOptions): Promise<MikroORM> {
  await ensureDatabase(options.databaseUrl);
  const orm = await MikroORM.init({
    clientUrl: options.databaseUrl,
    // MikroORM finds the current transaction through async context keyed by this name; with the
    // default name, a service called from inside another service's transaction (the in-process bus
    // delivering an event the relay is publishing) would join that other database's transaction.
    contextName: options.name,
    entities: [createOutboxEventEntity(), ...options.entities],
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize ?? 10 },
    allowGlobalContext: false,
    debug: false,
    ...(options.onQuery ? { onQuery: observe(options.onQuery) } : {}),
    migrations: {
      transactional: true,
      allOrNothing: true,
      silent: true,
      // Migrations are hand-written SQL; no schema snapshot files for the generator.
      snapshot: false,
      snapshotOnMigrate: false,
      migrationsList: [{ name: 'kit-0001-event-tables', class: KitEventTables }, ...options.migrations],
    },
  });
  const applied = await orm.migrator.up();
  if (applied.length) options.logger.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
  return orm;
}
