// Offline access to Prisma's schema engine (the WebAssembly build), used to
// generate migration SQL from schema.prisma and to apply prisma/migrations with
// the same `_prisma_migrations` bookkeeping as `prisma migrate deploy`.
//
// The CLI's native schema engine would be downloaded at run time, which these
// machines cannot do; the wasm build ships inside its npm package. It is
// instantiated by hand so that Node 20 needs no --experimental-wasm-modules.
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';

const require = createRequire(import.meta.url);
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const schemaPath = path.join(root, 'prisma', 'schema.prisma');
export const migrationsDir = path.join(root, 'prisma', 'migrations');

let wasmReady;
function initWasm() {
  wasmReady ??= (async () => {
    const wasmFile = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
    // The engine arms 10 s timers as query timeouts; unref them so a finished
    // migration does not hold the process (or a test runner) open.
    const imports = { ...bindings };
    for (const name of Object.keys(imports).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
      imports[name] = (callback, ms) => {
        const timer = setTimeout(callback, ms >>> 0);
        timer.unref();
        return timer;
      };
    }
    const { instance } = await WebAssembly.instantiate(await readFile(wasmFile), {
      './schema_engine_bg.js': imports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start?.();
  })();
  return wasmReady;
}

async function withEngine(databaseUrl, work, schemaFile = schemaPath) {
  await initWasm();
  // Even a diff between two schema files wants a live connection at start.
  // Our own pool, so that every connection is closed when the work is done.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => {});
  const adapter = bindMigrationAwareSqlAdapterFactory(wholeScripts(new PrismaPg(pool)));
  const schema = await readFile(schemaFile, 'utf8');
  const logs = [];
  const engine = await bindings.SchemaEngine.new({ datamodels: [[schemaFile, schema]] }, (log) => logs.push(log), adapter);
  try {
    return await work(engine, schema);
  } finally {
    engine.free();
    await pool.end();
  }
}

/**
 * @prisma/adapter-pg runs a migration script by splitting it on every ';',
 * which breaks function bodies ($$ … ; … $$) and comments with a semicolon.
 * Send each script whole instead: PostgreSQL's simple query protocol runs
 * several statements in one implicit transaction, so a failing migration
 * leaves nothing half-applied.
 */
function wholeScripts(factory) {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    adapter.executeScript = async function executeScript(script) {
      try {
        await this.client.query(script);
      } catch (error) {
        this.onError(error);
      }
    };
    return adapter;
  };
  return factory;
}

const noFilter = { externalTables: [], externalEnums: [] };

/** Migrations found on disk, in Prisma's layout (`<timestamp>_<name>/migration.sql`). */
export async function readMigrations(dir = migrationsDir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(path.join(dir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok', value }),
          (error) => ({ tag: 'error', value: String(error) }),
        ),
      },
    })),
  );
  const lockPath = path.join(dir, 'migration_lock.toml');
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: await readFile(lockPath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/**
 * SQL that takes a database built by the migrations on disk to schema.prisma.
 * `databaseUrl` is any reachable server; the diff reads and writes nothing there.
 */
export async function diffMigrationsToSchema(databaseUrl, { schemaFile = schemaPath, dir = migrationsDir } = {}) {
  return withEngine(
    databaseUrl,
    async (engine, schema) => {
      const migrations = await readMigrations(dir);
      const from = migrations.migrationDirectories.length ? await schemaFromMigrations(migrations) : { tag: 'empty' };
      const result = await engine.diff({
        from,
        to: { tag: 'schemaDatamodel', files: [{ path: schemaFile, content: schema }] },
        script: true,
        exitCode: null,
        filters: noFilter,
      });
      return result.stdout ?? '';
    },
    schemaFile,
  );
}

/** True when a diff script changes nothing. */
export function isEmptyMigration(sql) {
  return !sql.trim() || /^-- This is an empty migration/.test(sql.trim());
}

// The engine would replay migrations on a shadow database to diff from them;
// instead we keep a copy of the schema each migration was generated from
// (`schema.prisma` beside its migration.sql) and diff schema to schema.
async function schemaFromMigrations(migrations) {
  const last = migrations.migrationDirectories.at(-1).path;
  const content = await readFile(path.join(migrations.baseDir, last, 'schema.prisma'), 'utf8');
  return { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content }] };
}

/** Applies pending migrations; returns the names applied. */
export async function applyMigrations(databaseUrl, dir = migrationsDir) {
  return withEngine(databaseUrl, async (engine) => {
    const result = await engine.applyMigrations({
      migrationsList: await readMigrations(dir),
      filters: noFilter,
    });
    return result.appliedMigrationNames;
  });
}
