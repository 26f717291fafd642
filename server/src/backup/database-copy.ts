import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { THROTTLE_TABLE } from '../common/throttle/attempt-limiter.js';

// The app's tables as PostgreSQL's own COPY text format, one stream per
// table, read in one snapshot and written back in one transaction. The
// schema itself is not copied: it is the migrations', and a restore applies
// the same migrations first (the manifest names the last one).

export interface TableLayout {
  name: string;
  /** Stored columns in order (generated columns are left to the database). */
  columns: string[];
}

export interface SequenceState {
  name: string;
  /** null: never used since it was created. */
  lastValue: string | null;
}

export interface DatabaseLayout {
  tables: TableLayout[];
  sequences: SequenceState[];
}

const MIGRATIONS_TABLE = '_prisma_migrations';
/**
 * Public tables that are no part of the app's state: the migrations' own
 * bookkeeping (a restore migrates first), and the sign-in throttling
 * counters, which the app creates at start and which expire in minutes.
 */
const NOT_COPIED = [MIGRATIONS_TABLE, THROTTLE_TABLE];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables in the public schema, parents before the tables whose foreign keys point at them. */
async function tableLayouts(client: pg.ClientBase): Promise<TableLayout[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> ALL($1)
      GROUP BY c.relname
      ORDER BY c.relname`,
    [NOT_COPIED],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const parents = new Map<string, Set<string>>(rows.map((row) => [row.name, new Set()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: TableLayout[] = [];
  const placed = new Set<string>();
  while (ordered.length < rows.length) {
    const ready = rows.filter((row) => !placed.has(row.name) && [...parents.get(row.name)!].every((parent) => placed.has(parent)));
    // A circle of foreign keys: the rest in name order (the load runs with triggers off where it may).
    for (const row of ready.length ? ready : rows.filter((other) => !placed.has(other.name))) {
      placed.add(row.name);
      ordered.push(row);
    }
  }
  return ordered;
}

async function sequenceStates(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string; lastValue: string | null }>(
    `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows;
}

/** The last migration applied to the database, or undefined before any. */
export async function latestMigration(client: pg.ClientBase): Promise<string | undefined> {
  const exists = await client.query<{ found: string | null }>(`SELECT to_regclass($1)::text AS found`, [`public.${MIGRATIONS_TABLE}`]);
  if (!exists.rows[0].found) return undefined;
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM ${quote(MIGRATIONS_TABLE)}
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return rows[0]?.name;
}

/** Rows of every app table, by name. */
export async function rowCounts(client: pg.ClientBase, tables?: TableLayout[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables ?? (await tableLayouts(client))) {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${quote(table.name)}`);
    counts[table.name] = Number(rows[0].count);
  }
  return counts;
}

/** Counts the rows (lines) of COPY text output going through. */
function lineCounter(): Transform & { lines: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let at = chunk.indexOf(10);
      while (at !== -1) {
        counter.lines += 1;
        at = chunk.indexOf(10, at + 1);
      }
      done(null, chunk);
    },
  }) as Transform & { lines: number };
  counter.lines = 0;
  return counter;
}

/**
 * Reads the whole database in one repeatable-read snapshot (the same
 * consistency as pg_dump): `write` gets each table's COPY stream in turn.
 */
export async function dumpDatabase(
  databaseUrl: string,
  write: (table: TableLayout, data: Readable, index: number, total: number) => Promise<void>,
): Promise<{ layout: DatabaseLayout; rows: Record<string, number>; migration: string | undefined; serverVersion: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    const migration = await latestMigration(client);
    const serverVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    const tables = await tableLayouts(client);
    const rows: Record<string, number> = {};
    for (const [index, table] of tables.entries()) {
      const columns = table.columns.map(quote).join(', ');
      const stream = client.query(copyTo(`COPY (SELECT ${columns} FROM ${quote(table.name)}) TO STDOUT`));
      const counter = lineCounter();
      stream.on('error', (error) => counter.destroy(error));
      await write(table, stream.pipe(counter), index, tables.length);
      rows[table.name] = counter.lines;
    }
    const sequences = await sequenceStates(client);
    await client.query('COMMIT');
    return { layout: { tables, sequences }, rows, migration, serverVersion };
  } finally {
    await client.end();
  }
}

/** Rows in any app table (the target of a restore should have none). */
export async function nonEmptyTables(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = await rowCounts(client);
    return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
  } finally {
    await client.end();
  }
}

/**
 * Loads a dump into the database in one transaction: all of it or, on any
 * error, nothing. With `replace`, the tables are emptied first (in the same
 * transaction). Triggers (the history's, the image removal's) do not fire:
 * the rows are the record of what happened, not new changes.
 */
export async function loadDatabase(
  databaseUrl: string,
  layout: DatabaseLayout,
  options: { replace: boolean; read: (table: TableLayout) => Readable; onTable?: (table: TableLayout, index: number, total: number) => void },
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    const present = await tableLayouts(client);
    const known = new Map(present.map((table) => [table.name, table]));
    for (const table of layout.tables) {
      const here = known.get(table.name);
      if (!here) throw new Error(`The database has no table ${table.name}: it is not at the backup's migration`);
      const missing = table.columns.filter((column) => !here.columns.includes(column));
      if (missing.length) throw new Error(`Table ${table.name} has no column ${missing.join(', ')}: it is not at the backup's migration`);
    }
    if (options.replace && present.length) {
      await client.query(`TRUNCATE ${present.map((table) => quote(table.name)).join(', ')} RESTART IDENTITY CASCADE`);
    }
    // Superusers (the embedded database, most DATABASE_URL owners) skip every
    // trigger, foreign keys' included; others switch off the app's own
    // triggers and load parents first.
    let userTriggersOff = false;
    await client.query('SAVEPOINT replica');
    try {
      await client.query("SET LOCAL session_replication_role = 'replica'");
      await client.query('RELEASE SAVEPOINT replica');
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT replica');
      userTriggersOff = true;
      for (const table of present) await client.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
    }
    for (const [index, table] of layout.tables.entries()) {
      options.onTable?.(table, index, layout.tables.length);
      const sink = client.query(copyFrom(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`));
      await pipeline(options.read(table), sink);
    }
    if (userTriggersOff) for (const table of present) await client.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
    for (const sequence of layout.sequences) {
      if (sequence.lastValue === null) continue;
      await client.query('SELECT setval($1::regclass, $2::bigint, true)', [quote(sequence.name), sequence.lastValue]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
