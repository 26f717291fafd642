import { applyMigrations } from '#db/engine';
import { startEmbeddedPostgres } from '#db/postgres';
import type { AppConfig } from '../config/app-config.js';

/**
 * Resolves the database the app will use: DATABASE_URL when configured, else
 * the embedded PostgreSQL under DATA_DIR. Pending migrations are applied.
 */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<{ databaseUrl: string; stop: () => Promise<void> }> {
  let databaseUrl = config.databaseUrl;
  let stop = async () => {};
  if (!databaseUrl) {
    log(`Starting the embedded PostgreSQL in ${config.dataDir}/postgres`);
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    databaseUrl = embedded.url;
    stop = embedded.stop;
  }
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  return { databaseUrl, stop };
}
