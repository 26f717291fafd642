import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { prepareDatabase } from './database/prepare-database.js';
import { StaffUsersService } from './staff-users/staff-users.service.js';

async function main() {
  const logger = new Logger('Start');
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
  const database = await prepareDatabase(config, (message) => logger.log(message));
  const app = await createApp({ ...config, databaseUrl: database.databaseUrl });
  await app.get(StaffUsersService).ensureSuperadmin(config.adminEmail, config.adminPassword);

  const stopDatabase = async () => {
    await database.stop();
  };
  process.once('SIGINT', () => void app.close().then(stopDatabase).then(() => process.exit(0)));
  process.once('SIGTERM', () => void app.close().then(stopDatabase).then(() => process.exit(0)));

  await app.listen(config.port);
  logger.log(`Admin panel ready at http://localhost:${config.port} (GraphQL at /graphql, REST at /adminapi)`);
}

main().catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
