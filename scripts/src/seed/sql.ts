import pg from 'pg';

/** One row for `insertRows`: column names as in the service's migrations. */
export type Row = Readonly<Record<string, unknown>>;

export type Db = pg.ClientBase;

// PostgreSQL takes at most 65,535 parameters a statement.
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows (all with the columns of the first) in multi-row statements. A row whose id or
 * unique value is already there is left as it is, so seeding twice changes nothing.
 */
export async function insertRows(db: Db, table: string, rows: readonly Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const columnList = columns.map((column) => `"${column}"`).join(', ');
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`insert into ${table} (${columnList}) values ${tuples.join(', ')} on conflict do nothing`, params);
  }
}

/**
 * Which of these ids the table has. A seeded row can be missing when someone created a clashing
 * one first (a member with the same slug, say); rows that depend on it are then left out too.
 */
export async function presentIds(db: Db, table: string, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [ids]);
  return new Set(rows.map((row) => row.id));
}

/** Runs `work` on one connection to `url`, in one transaction. */
export async function inTransaction<T>(url: string, work: (db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Row counts of some tables of one database. */
export async function countRows(url: string, tables: readonly string[]): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** A column for `insertColumns`: its PostgreSQL type and how to read it from a row. */
export type Column<T> = readonly [type: string, value: (row: T) => unknown];

// Rows per statement of `insertColumns`: each column travels as one array parameter.
const ROWS_PER_ARRAY = 50_000;

/**
 * Inserts many rows fast: each column as one array parameter, unnested by PostgreSQL, so a
 * statement carries tens of thousands of rows. Rows already there are left as they are, as in
 * `insertRows`.
 */
export async function insertColumns<T>(
  db: Db,
  table: string,
  rows: readonly T[],
  columns: Readonly<Record<string, Column<T>>>,
  /** False for a table whose unique constraints are deferrable (ON CONFLICT cannot use them): the caller leaves out the rows already there. */
  skipExisting = true,
): Promise<void> {
  const entries = Object.entries(columns);
  const columnList = entries.map(([column]) => `"${column}"`).join(', ');
  const arrays = entries.map(([, [type]], i) => `$${i + 1}::${type}[]`).join(', ');
  for (let start = 0; start < rows.length; start += ROWS_PER_ARRAY) {
    const chunk = rows.slice(start, start + ROWS_PER_ARRAY);
    await db.query(
      `insert into ${table} (${columnList}) select * from unnest(${arrays})${skipExisting ? ' on conflict do nothing' : ''}`,
      entries.map(([, [, value]]) => chunk.map(value)),
    );
  }
}

/**
 * VACUUM ANALYZE of some tables, outside any transaction: after a bulk load, so that the planner
 * knows the new sizes and index-only scans need not visit the heap, without waiting for autovacuum.
 */
export async function vacuumAnalyze(url: string, tables: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`vacuum analyze ${tables.join(', ')}`);
  } finally {
    await client.end();
  }
}
