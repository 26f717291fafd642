import { Logger } from '@nestjs/common';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';

export const PG_POOL = Symbol('PG_POOL');

/**
 * The process's one PostgreSQL pool, under Prisma (through @prisma/adapter-pg)
 * and the throttling counters alike. Bounded waits everywhere, so an outage or
 * an exhausted pool is a quick 503, never a request that hangs:
 * - a connection is waited for at most `connectTimeoutMs`;
 * - a statement runs at most `statementTimeoutMs`;
 * - every client, idle or checked out, has an 'error' listener: PostgreSQL
 *   terminating connections (a restart, an admin's kill) must not crash the
 *   process (prisma issue 27641).
 */
const stopping = new WeakSet<pg.Pool>();

/** From here on the process is stopping: connection errors on this pool are expected (DatabaseModule calls it). */
export function markPoolStopping(pool: pg.Pool): void {
  stopping.add(pool);
}

export function createPool(config: AppConfig): pg.Pool {
  if (!config.databaseUrl) throw new Error('The pool needs a resolved databaseUrl');
  const logger = new Logger('Database');
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.database.poolSize,
    connectionTimeoutMillis: config.database.connectTimeoutMs,
    statement_timeout: config.database.statementTimeoutMs,
    idle_in_transaction_session_timeout: config.database.statementTimeoutMs * 2,
    keepAlive: true,
  });
  let lastReport = 0;
  const report = (error: Error) => {
    // A connection cut while the process stops is the stop, not an outage: say it quietly.
    if (stopping.has(pool)) {
      logger.log(`PostgreSQL connection closed while stopping: ${error.message}`);
      return;
    }
    // One line per few seconds: an outage makes every connection fail at once.
    if (Date.now() - lastReport < 5_000) return;
    lastReport = Date.now();
    logger.warn(`PostgreSQL connection error: ${error.message}`);
  };
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}
