import type { Tx } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';

/**
 * Capturing and re-inserting a delete's cascade, driven by PostgreSQL's own
 * catalog of foreign keys: whatever `ON DELETE CASCADE` would remove is
 * captured, whatever `ON DELETE SET NULL` would clear is remembered. A new
 * table or relation is covered without code here.
 */

/** One single-column foreign key to a table's `id`. */
export interface ForeignKey {
  childTable: string;
  childColumn: string;
  parentTable: string;
  /** pg_constraint.confdeltype: 'c' cascade, 'n' set null, 'a'/'r' refuse. */
  onDelete: string;
}

export type Row = Record<string, unknown> & { id: string };

/** Rows of one table, in the order they must be inserted again. */
export interface CapturedRows {
  table: string;
  rows: Row[];
}

/** Rows outside the cascade whose reference the delete set to null. */
export interface NulledReference {
  table: string;
  column: string;
  value: string;
  ids: string[];
}

export interface Snapshot {
  /** Parents before children, so re-inserting in this order satisfies every foreign key. */
  tables: CapturedRows[];
  nulled: NulledReference[];
}

let cachedForeignKeys: Promise<ForeignKey[]> | undefined;

const FOREIGN_KEYS = Prisma.sql`SELECT child.relname::text AS "childTable", col.attname::text AS "childColumn",
              parent.relname::text AS "parentTable", c.confdeltype::text AS "onDelete"
         FROM pg_constraint c
         JOIN pg_class child ON child.oid = c.conrelid
         JOIN pg_class parent ON parent.oid = c.confrelid
         JOIN pg_namespace ns ON ns.oid = child.relnamespace
         JOIN pg_attribute col ON col.attrelid = c.conrelid AND col.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND ns.nspname = current_schema() AND cardinality(c.conkey) = 1
        ORDER BY child.relname, col.attname`;

/** The schema's foreign keys (read once per process; migrations run before the app starts). */
export function foreignKeys(tx: Tx): Promise<ForeignKey[]> {
  cachedForeignKeys ??= tx.$queryRaw<ForeignKey[]>(FOREIGN_KEYS).catch((error: unknown) => {
    cachedForeignKeys = undefined;
    throw error;
  });
  return cachedForeignKeys;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** A table or column name read from the catalog, as SQL. */
const identifier = (name: string) => Prisma.raw(quoted(name));

/**
 * Reads the rows `DELETE FROM table WHERE id = ANY(ids)` would remove, with
 * everything it would cascade to, before it runs. Rows are locked (FOR
 * UPDATE) so nothing changes between the capture and the delete.
 */
export async function captureCascade(tx: Tx, table: string, ids: readonly string[]): Promise<Snapshot> {
  const keys = await foreignKeys(tx);
  const tables: CapturedRows[] = [];
  const captured = new Set<string>();
  const nulled: NulledReference[] = [];

  const visit = async (current: string, currentIds: readonly string[]): Promise<void> => {
    if (!currentIds.length) return;
    const found = await tx.$queryRaw<Array<{ row: Row }>>`
      SELECT to_jsonb(t) AS row FROM ${identifier(current)} t WHERE t.id = ANY(${currentIds}::uuid[]) ORDER BY t.id FOR UPDATE`;
    const rows = found.map(({ row }) => row).filter((row) => !captured.has(`${current}:${row.id}`));
    if (!rows.length) return;
    rows.forEach((row) => captured.add(`${current}:${row.id}`));
    tables.push({ table: current, rows });
    const rowIds = rows.map((row) => row.id);
    for (const key of keys.filter((candidate) => candidate.parentTable === current)) {
      const children = await tx.$queryRaw<Array<{ id: string; parent: string }>>`
        SELECT id::text AS id, ${identifier(key.childColumn)}::text AS parent FROM ${identifier(key.childTable)}
          WHERE ${identifier(key.childColumn)} = ANY(${rowIds}::uuid[]) ORDER BY id`;
      if (key.onDelete === 'c') {
        await visit(
          key.childTable,
          children.map((child) => child.id),
        );
      } else if (key.onDelete === 'n') {
        for (const parent of new Set(children.map((child) => child.parent))) {
          nulled.push({
            table: key.childTable,
            column: key.childColumn,
            value: parent,
            ids: children.filter((child) => child.parent === parent).map((child) => child.id),
          });
        }
      }
    }
  };

  await visit(table, ids);
  // A reference from a row that goes with the cascade is restored with that row.
  const kept = nulled
    .map((reference) => ({ ...reference, ids: reference.ids.filter((id) => !captured.has(`${reference.table}:${id}`)) }))
    .filter((reference) => reference.ids.length);
  return { tables, nulled: kept };
}

/** Thrown by restoreSnapshot when a row's parent outside the snapshot is gone. */
export class MissingParentError extends Error {
  constructor(
    readonly table: string,
    readonly parentTable: string,
  ) {
    super(`${table} needs a ${parentTable} that is gone`);
  }
}

/**
 * Inserts the snapshot's rows again with their ids, parents first. A
 * reference the schema would have set to null on delete is cleared when its
 * target is gone meanwhile; a row whose cascade parent is gone throws
 * MissingParentError. Unique clashes surface as the database's error; the
 * caller's transaction rolls everything back.
 */
export async function restoreSnapshot(tx: Tx, snapshot: Snapshot): Promise<void> {
  const keys = await foreignKeys(tx);
  const inSnapshot = new Set(snapshot.tables.flatMap(({ table, rows }) => rows.map((row) => `${table}:${row.id}`)));

  for (const { table, rows } of snapshot.tables) {
    const outgoing = keys.filter((key) => key.childTable === table);
    for (const key of outgoing) {
      const targets = [
        ...new Set(
          rows
            .map((row) => row[key.childColumn])
            .filter((value): value is string => typeof value === 'string' && !inSnapshot.has(`${key.parentTable}:${value}`)),
        ),
      ];
      if (!targets.length) continue;
      const present = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id::text AS id FROM ${identifier(key.parentTable)} WHERE id = ANY(${targets}::uuid[]) FOR SHARE`;
      const presentIds = new Set(present.map(({ id }) => id));
      const missing = targets.filter((target) => !presentIds.has(target));
      if (!missing.length) continue;
      if (key.onDelete === 'n') {
        for (const row of rows) if (missing.includes(row[key.childColumn] as string)) row[key.childColumn] = null;
      } else {
        throw new MissingParentError(table, key.parentTable);
      }
    }
    const columns = await tx.$queryRaw<Array<{ name: string }>>`
      SELECT attname::text AS name FROM pg_attribute
        WHERE attrelid = ${quoted(table)}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''`;
    // Columns added since the delete take their defaults; columns dropped since are ignored.
    const names = columns.map(({ name }) => name).filter((name) => rows.some((row) => name in row));
    const list = Prisma.join(names.map(identifier), ', ');
    await tx.$executeRaw`
      INSERT INTO ${identifier(table)} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${identifier(table)}, ${JSON.stringify(rows)}::jsonb)`;
  }

  for (const reference of snapshot.nulled) {
    await tx.$executeRaw`
      UPDATE ${identifier(reference.table)} SET ${identifier(reference.column)} = ${reference.value}::uuid
        WHERE id = ANY(${reference.ids}::uuid[]) AND ${identifier(reference.column)} IS NULL`;
  }
}
