import { MikroORM, type EntitySchema, type Constructor } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import type { Logger } from 'pino';
import { ensureDatabase } from './database-url.ts';
import { OutboxEventEntity } from '../events/outbox.entity.ts';
import { KitEventTables } from '../events/migration.ts';

export type { MikroORM, EntityManager } from '@mikro-orm/postgresql';

export interface ServiceOrmOptions {
  readonly databaseUrl: string;
  readonly entities: readonly EntitySchema[];
  /** The service's migrations, in order; kit's event tables are applied first. */
  readonly migrations: readonly { name: string; class: Constructor<Migration> }[];
  readonly logger: Logger;
  readonly poolSize?: number;
}

/**
 * Boots MikroORM for one service on its own database: creates the database if missing and applies
 * pending migrations. Request paths use `orm.em.fork()`, never the global EntityManager.
 */
export async function startServiceOrm(options: ServiceOrmOptions): Promise<MikroORM> {
  await ensureDatabase(options.databaseUrl);
  const orm = await MikroORM.init({
    clientUrl: options.databaseUrl,
    entities: [OutboxEventEntity, ...options.entities],
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize ?? 10 },
    allowGlobalContext: false,
    debug: false,
    migrations: {
      transactional: true,
      allOrNothing: true,
      silent: true,
      migrationsList: [{ name: 'kit-0001-event-tables', class: KitEventTables }, ...options.migrations],
    },
  });
  const applied = await orm.migrator.up();
  if (applied.length) options.logger.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
  return orm;
}
