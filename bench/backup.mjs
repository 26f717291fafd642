// npm run bench:backup: how long `npm run backup` and `npm run restore` take
// for BENCH_USERS app users (default 1,000,000; bench/million-users.mjs seeds
// them), restoring into a new database on the same PostgreSQL.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startWithUsers, USERS } from './million-users.mjs';

const { databaseUrl, stop } = await startWithUsers();
const work = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-bench-backup-'));
try {
  const env = { ...process.env, DATA_DIR: work, JWT_SECRET: 'b'.repeat(40) };
  const archive = path.join(work, 'backup.tar');
  const run = (script, args, url) => {
    const start = performance.now();
    execFileSync(process.execPath, [`dist/server/src/cli/${script}.js`, ...args], {
      env: { ...env, DATABASE_URL: url },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return (performance.now() - start) / 1000;
  };
  const backupSeconds = run('backup', [archive], databaseUrl);
  const { size } = await stat(archive);

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE restored');
  await admin.end();
  const target = new URL(databaseUrl);
  target.pathname = '/restored';
  const restoreSeconds = run('restore', [archive], target.toString());

  console.log(
    `\n${USERS.toLocaleString('en-IN')} app users: backup ${backupSeconds.toFixed(1)} s, archive ${(size / 1e6).toFixed(1)} MB, ` +
      `restore into an empty database ${restoreSeconds.toFixed(1)} s (migrations, load in one transaction, index builds, count check)`,
  );
} finally {
  await rm(work, { recursive: true, force: true });
  await stop();
}
