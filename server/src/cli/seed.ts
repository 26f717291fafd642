import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../app.factory.js';
import { appLogger } from '../common/logging/logger.js';
import { loadConfig } from '../config/app-config.js';
import { prepareDatabase } from '../database/prepare-database.js';
import { seedDemoData } from './demo-data.js';

// `npm run db:seed`: the demo data of ./demo-data.ts, in DATABASE_URL or the embedded database.
async function main() {
  const logger = appLogger();
  const config = await loadConfig();
  const database = await prepareDatabase(config, (message) => logger.info(message));
  const app = await createApp({ ...config, databaseUrl: database.databaseUrl });
  await app.init();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'poster-seed-'));
  try {
    const counts = await seedDemoData(app, workDir);
    logger.info(counts, 'Demo data loaded (records already there were left as they were)');
    process.stdout.write(
      `Added ${counts.appUsers} app users, ${counts.plans} plans, ${counts.categories} categories, ` +
        `${counts.greetings} greetings, ${counts.festivals} festivals, ${counts.frameFields} frame fields, ` +
        `${counts.frames} frames, ${counts.sliders} sliders, ${counts.festivalPosts} festival posts and ` +
        `${counts.customCategories} custom categories (${counts.images} images).\n`,
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await app.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
