import 'reflect-metadata';
import { leaveStopSignalsToCaller } from '#db/postgres';
import { createApp } from './app.factory.js';
import { appLogger } from './common/logging/logger.js';
import { startupBanner } from './common/logging/startup-banner.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { prepareDatabase } from './database/prepare-database.js';
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

  const stopDatabase = async () => {
    await database.stop();
  };
  // Close the app's connections first, then stop an embedded database (not the library's way: both at once).
  if (!config.databaseUrl) leaveStopSignalsToCaller();
  const stop = (signal: string) => {
    logger.info(`${signal}: stopping`);
    void app
      .close()
      .then(stopDatabase)
      .then(() => {
        logger.info('Stopped');
        process.exit(0);
      });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

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
